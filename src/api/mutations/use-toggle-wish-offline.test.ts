import { onlineManager } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failOperation, holdOperation, requestLog } from '../../testing/msw';
import { renderHookWithProviders } from '../../testing/render';
import { usePackage, useWishList } from '../hooks/use-pack-queries';
import { flattenPages } from '../queries/paging';
import { useToggleWish } from './use-toggle-wish';

/** The demo user wishes pack 4 only; pack 6 (Ñandú Dance) is not wished. */
async function renderOffline() {
  const view = renderHookWithProviders(() => ({
    wishes: useWishList(),
    unwished: usePackage(6),
    toggle: useToggleWish(),
  }));
  await waitFor(() => {
    const { wishes, unwished } = view.result.current;
    expect(wishes.isSuccess && unwished.isSuccess).toBe(true);
  });
  requestLog.clear();
  act(() => onlineManager.setOnline(false));
  return view;
}

const listedIds = (wishes: ReturnType<typeof useWishList>) =>
  flattenPages(wishes.data).map((pack) => pack.packageId);

afterEach(() => onlineManager.setOnline(true));

describe('a wish made offline', () => {
  it('joins the cached wish list at once, and the list is refetched once it is sent', async () => {
    const { result } = await renderOffline();

    act(() => result.current.toggle.mutate({ packageId: 6 }));
    await waitFor(() => expect(listedIds(result.current.wishes)).toEqual([6, 4]));
    expect(flattenPages(result.current.wishes.data)[0]).toMatchObject({
      packageName: 'Ñandú Dance',
      isWish: 'Y',
    });
    expect(result.current.wishes.data?.pages[0]?.pageMap.totalCount).toBe(2);
    expect(result.current.toggle.isPaused).toBe(true);
    expect(requestLog.count('M11')).toBe(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
    expect(requestLog.count('M11')).toBe(1);
    // The list shown now is the service's own answer.
    expect(requestLog.count('M10')).toBe(1);
    expect(listedIds(result.current.wishes)).toEqual([6, 4]);
  });

  it('un-wished leaves the cached wish list at once, and comes back when the service refuses', async () => {
    const { result } = await renderOffline();

    act(() => result.current.toggle.mutate({ packageId: 4 }));
    await waitFor(() => expect(listedIds(result.current.wishes)).toEqual([]));

    failOperation('M11', 1000);
    // The refetch after the failure waits, so what shows meanwhile is the rollback alone.
    const refetch = holdOperation('M10');
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(requestLog.count('M11')).toBe(1));
    await waitFor(() => expect(listedIds(result.current.wishes)).toEqual([4]));
    expect(result.current.toggle.isPending).toBe(true);
    refetch.release();
    await waitFor(() => expect(result.current.toggle.isError).toBe(true));
    expect(listedIds(result.current.wishes)).toEqual([4]);
  });

  it('leaves the wish list to its refetch when no cached list or detail knows the pack', async () => {
    const { result } = await renderOffline();

    act(() => result.current.toggle.mutate({ packageId: 2 }));
    await waitFor(() => expect(result.current.toggle.isPaused).toBe(true));
    expect(listedIds(result.current.wishes)).toEqual([4]);
  });
});
