import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestLog } from '../../testing/msw';
import { renderHookWithProviders } from '../../testing/render';
import { useFrequentStickers } from '../hooks/use-camera-queries';
import {
  useDownloads,
  useHiddenPacks,
  useMyPacks,
  usePackage,
  useWishList,
} from '../hooks/use-pack-queries';
import { useSentStickers } from '../hooks/use-sticker-queries';
import { flattenPages } from '../queries/paging';
import { useDownloadPack } from './use-download-pack';
import { useRegisterSend, useRegisterUsage } from './use-register-sticker';

async function renderEverything() {
  const view = renderHookWithProviders(() => ({
    mine: useMyPacks(),
    hidden: useHiddenPacks(),
    downloads: useDownloads(),
    wishes: useWishList(),
    pack: usePackage(6),
    sent: useSentStickers(),
    frequent: useFrequentStickers(),
    download: useDownloadPack(),
    send: useRegisterSend(),
    usage: useRegisterUsage(),
  }));
  await waitFor(() => {
    const { mine, hidden, downloads, wishes, pack, sent, frequent } = view.result.current;
    const queries = [mine, hidden, downloads, wishes, pack, sent, frequent];
    expect(queries.every((query) => query.isSuccess)).toBe(true);
  });
  requestLog.clear();
  return view;
}

describe('useDownloadPack', () => {
  it('adds the pack, then refetches exactly my packs, downloads and the pack', async () => {
    const { result } = await renderEverything();
    const outcome = await act(() => result.current.download.mutateAsync({ packageId: 6 }));
    expect(outcome).toEqual({ alreadyPurchased: false });
    expect(Object.fromEntries(requestLog.of('download')[0]?.url.searchParams ?? [])).toEqual({
      userId: 'demo',
      isPurchase: 'N',
    });
    expect(requestLog.operations().slice(1).sort()).toEqual(['M3', 'M6', 'M9']);
    await waitFor(() => expect(result.current.pack.data?.isDownload).toBe('Y'));
    expect(flattenPages(result.current.mine.data).map((pack) => pack.packageId)).toEqual([1, 2, 6]);
  });

  it('treats 0001 (already purchased) as success and says so', async () => {
    const { result } = await renderEverything();
    const outcome = await act(() =>
      result.current.download.mutateAsync({ packageId: 3, isPurchase: true }),
    );
    expect(outcome).toEqual({ alreadyPurchased: true });
    // Pack 3 is hidden, so the hidden list shows it and refetches too.
    expect(requestLog.operations().slice(1).sort()).toEqual(['M6', 'M7', 'M9']);
  });
});

describe('sticker analytics', () => {
  it('register send refetches recently sent only', async () => {
    const { result } = await renderEverything();
    await act(() => result.current.send.mutateAsync({ stickerId: 101 }));
    expect(requestLog.operations()).toEqual(['send', 'M4']);
    await waitFor(() =>
      expect(flattenPages(result.current.sent.data).map((sticker) => sticker.stickerId)).toEqual([
        101,
      ]),
    );
  });

  it('register usage (C5) refetches frequently used only', async () => {
    const { result } = await renderEverything();
    await act(() => result.current.usage.mutateAsync({ stickerId: 701 }));
    expect(requestLog.operations()).toEqual(['C5', 'C3']);
    expect(requestLog.of('C5')[0]?.url.pathname).toBe('/api/camera/v1/analytics/send/701');
    await waitFor(() =>
      expect(result.current.frequent.data?.map((sticker) => sticker.stickerId)).toEqual([701]),
    );
  });
});
