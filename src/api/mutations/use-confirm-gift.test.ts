import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failOperation, holdOperation, requestLog } from '../../testing/msw';
import { renderHookWithProviders } from '../../testing/render';
import { useReceivedGifts } from '../hooks/use-gift-queries';
import { useDownloads, useHiddenPacks, useMyPacks, useWishList } from '../hooks/use-pack-queries';
import { flattenPages } from '../queries/paging';
import { useConfirmGift } from './use-confirm-gift';

async function renderGifts() {
  const view = renderHookWithProviders(() => ({
    gifts: useReceivedGifts(),
    mine: useMyPacks(),
    hidden: useHiddenPacks(),
    downloads: useDownloads(),
    wishes: useWishList(),
    confirm: useConfirmGift(),
  }));
  await waitFor(() => {
    const { gifts, mine, hidden, downloads, wishes } = view.result.current;
    expect([gifts, mine, hidden, downloads, wishes].every((query) => query.isSuccess)).toBe(true);
  });
  requestLog.clear();
  return view;
}

describe('useConfirmGift', () => {
  it('stays pending until the received gifts have refetched', async () => {
    const { result } = await renderGifts();
    const heldRefetch = holdOperation('M12');

    act(() => result.current.confirm.mutate({ packageId: 5, sendUserId: 'friend' }));
    await waitFor(() => expect(requestLog.count('M6')).toBe(1));
    expect(result.current.confirm.isPending).toBe(true);
    expect(flattenPages(result.current.gifts.data)[0]?.isReceive).toBe('N');

    heldRefetch.release();
    await waitFor(() => expect(result.current.confirm.isSuccess).toBe(true));
    expect(flattenPages(result.current.gifts.data)[0]).toMatchObject({
      packageId: 5,
      isReceive: 'Y',
      isDownload: 'Y',
    });
    expect(flattenPages(result.current.mine.data).map((pack) => pack.packageId)).toEqual([1, 2, 5]);
    expect(flattenPages(result.current.downloads.data)[0]?.packageId).toBe(5);
  });

  it('refetches exactly received gifts, my packs and downloads', async () => {
    const { result } = await renderGifts();
    const gift = await act(() =>
      result.current.confirm.mutateAsync({ packageId: 5, sendUserId: 'friend' }),
    );
    expect(requestLog.operations()[0]).toBe('M13');
    expect(requestLog.of('M13')[0]?.url.pathname).toBe('/api/messenger/v1/gift/5/friend/demo');
    expect(requestLog.operations().slice(1).sort()).toEqual(['M12', 'M6', 'M9']);
    expect(gift).toMatchObject({ packageId: 5, isReceive: 'Y' });
  });

  it('reports an unknown gift as not found and refetches the lists anyway', async () => {
    const { result } = await renderGifts();
    act(() => result.current.confirm.mutate({ packageId: 6, sendUserId: 'friend' }));
    await waitFor(() => expect(result.current.confirm.isError).toBe(true));
    expect(result.current.confirm.error).toMatchObject({ status: 404 });
  });

  it('surfaces a server error', async () => {
    const { result } = await renderGifts();
    failOperation('M13', 1000);
    act(() => result.current.confirm.mutate({ packageId: 5, sendUserId: 'friend' }));
    await waitFor(() => expect(result.current.confirm.isError).toBe(true));
    expect(result.current.confirm.error).toMatchObject({ code: '1000' });
  });
});
