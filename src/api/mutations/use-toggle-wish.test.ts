import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failOperation, holdOperation, requestLog } from '../../testing/msw';
import { renderHookWithProviders } from '../../testing/render';
import { useReceivedGifts } from '../hooks/use-gift-queries';
import { useHiddenPacks, useMyPacks, usePackage, useWishList } from '../hooks/use-pack-queries';
import { flattenPages } from '../queries/paging';
import { useToggleWish } from './use-toggle-wish';

function renderWishScreen() {
  const view = renderHookWithProviders(() => ({
    mine: useMyPacks(),
    hidden: useHiddenPacks(),
    wishes: useWishList(),
    gifts: useReceivedGifts(),
    pack: usePackage(1),
    toggle: useToggleWish(),
  }));
  return view;
}

const wishOfMine = (data: Parameters<typeof flattenPages>[0], packageId: number) =>
  flattenPages(data).find((pack) => (pack as { packageId: number }).packageId === packageId);

async function loaded(view: ReturnType<typeof renderWishScreen>) {
  const { result } = view;
  await waitFor(() => {
    const { mine, hidden, wishes, gifts, pack } = result.current;
    expect([mine, hidden, wishes, gifts, pack].every((query) => query.isSuccess)).toBe(true);
  });
  requestLog.clear();
}

describe('useToggleWish', () => {
  it('flips isWish at once, then refetches exactly the wish list, the pack and lists showing it', async () => {
    const view = renderWishScreen();
    await loaded(view);
    const { result } = view;
    const held = holdOperation('M11');

    act(() => result.current.toggle.mutate({ packageId: 1 }));
    await waitFor(() => expect(result.current.pack.data?.isWish).toBe('Y'));
    expect(wishOfMine(result.current.mine.data, 1)).toMatchObject({ isWish: 'Y' });
    expect(wishOfMine(result.current.mine.data, 2)).toMatchObject({ isWish: 'N' });

    held.release();
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
    expect(result.current.toggle.data).toEqual({ packageId: 1, isWish: 'Y' });
    expect(requestLog.operations().slice(0, 1)).toEqual(['M11']);
    expect(requestLog.operations().slice(1).sort()).toEqual(['M10', 'M3', 'M6']);
    expect(flattenPages(result.current.wishes.data).map((pack) => pack.packageId)).toEqual([1, 4]);
  });

  it('rolls back when the service fails, and still refetches', async () => {
    const view = renderWishScreen();
    await loaded(view);
    const { result } = view;
    failOperation('M11', 1000);

    act(() => result.current.toggle.mutate({ packageId: 1 }));
    await waitFor(() => expect(result.current.toggle.isError).toBe(true));
    expect(result.current.toggle.error).toMatchObject({ code: '1000' });
    expect(result.current.pack.data?.isWish).toBe('N');
    expect(wishOfMine(result.current.mine.data, 1)).toMatchObject({ isWish: 'N' });
    expect(requestLog.operations().slice(1).sort()).toEqual(['M10', 'M3', 'M6']);
  });

  it('invalidates once, after the last of concurrent toggles settles', async () => {
    const view = renderWishScreen();
    await loaded(view);
    const { result } = view;
    const held = holdOperation('M11');

    act(() => {
      result.current.toggle.mutate({ packageId: 1 });
      result.current.toggle.mutate({ packageId: 4 });
    });
    await waitFor(() => expect(result.current.pack.data?.isWish).toBe('Y'));
    held.release();
    await waitFor(() => expect(requestLog.count('M11')).toBe(2));
    await waitFor(() => expect(result.current.toggle.isPending).toBe(false));
    expect(requestLog.count('M10')).toBe(1);
    expect(requestLog.count('M3')).toBe(1);
    expect(flattenPages(result.current.wishes.data).map((pack) => pack.packageId)).toEqual([1]);
  });
});
