import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failOperation, holdOperation, requestLog } from '../../testing/msw';
import { renderHookWithProviders } from '../../testing/render';
import { useDownloads, useHiddenPacks, useMyPacks, useWishList } from '../hooks/use-pack-queries';
import { flattenPages, type Pages } from '../queries/paging';
import { useToggleHidden } from './use-toggle-hidden';

const ids = (data: Pages<{ packageId: number }> | undefined) =>
  flattenPages(data).map((pack) => pack.packageId);

async function renderLibrary() {
  const view = renderHookWithProviders(() => ({
    mine: useMyPacks(),
    hidden: useHiddenPacks(),
    wishes: useWishList(),
    downloads: useDownloads(),
    toggle: useToggleHidden(),
  }));
  await waitFor(() => {
    const { mine, hidden, wishes, downloads } = view.result.current;
    expect([mine, hidden, wishes, downloads].every((query) => query.isSuccess)).toBe(true);
  });
  requestLog.clear();
  return view;
}

describe('useToggleHidden', () => {
  it('moves the pack to hidden at once, then refetches exactly my packs and hidden packs', async () => {
    const { result } = await renderLibrary();
    const held = holdOperation('M8');

    act(() => result.current.toggle.mutate({ packageId: 1 }));
    await waitFor(() => expect(ids(result.current.mine.data)).toEqual([2]));
    expect(ids(result.current.hidden.data)).toEqual([1, 3]);
    expect(result.current.hidden.data?.pages[0]?.pageMap.totalCount).toBe(2);

    held.release();
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
    expect(result.current.toggle.data).toEqual({ packageId: 1, hidden: true });
    expect(requestLog.operations()[0]).toBe('M8');
    expect(requestLog.operations().slice(1).sort()).toEqual(['M6', 'M7']);
    expect(requestLog.of('M8')[0]?.url.pathname).toBe('/api/messenger/v1/mysticker/hide/demo/1');
    // The refetched lists agree with the optimistic ones (the service orders hidden by position).
    await waitFor(() => expect(ids(result.current.mine.data)).toEqual([2]));
    expect(ids(result.current.hidden.data)).toEqual([1, 3]);
  });

  it('undoes with the same toggle', async () => {
    const { result } = await renderLibrary();
    const hid = await act(() => result.current.toggle.mutateAsync({ packageId: 1 }));
    expect(hid).toEqual({ packageId: 1, hidden: true });
    const undone = await act(() => result.current.toggle.mutateAsync({ packageId: 1 }));
    expect(undone).toEqual({ packageId: 1, hidden: false });
    await waitFor(() => expect(ids(result.current.mine.data)).toEqual([1, 2]));
    expect(ids(result.current.hidden.data)).toEqual([3]);
  });

  it('recovers a hidden pack', async () => {
    const { result } = await renderLibrary();
    const recovered = await act(() => result.current.toggle.mutateAsync({ packageId: 3 }));
    expect(recovered).toEqual({ packageId: 3, hidden: false });
    await waitFor(() => expect(ids(result.current.mine.data)).toEqual([1, 2, 3]));
    expect(ids(result.current.hidden.data)).toEqual([]);
  });

  it.each([9000, 1000] as const)(
    'puts the pack back when the service fails (%s)',
    async (failure) => {
      const { result } = await renderLibrary();
      failOperation('M8', failure);

      act(() => result.current.toggle.mutate({ packageId: 1 }));
      await waitFor(() => expect(result.current.toggle.isError).toBe(true));
      expect(ids(result.current.mine.data)).toEqual([1, 2]);
      expect(ids(result.current.hidden.data)).toEqual([3]);
    },
  );
});
