import { onlineManager } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failOperation, requestLog } from '../../testing/msw';
import { renderHookWithProviders } from '../../testing/render';
import { useDownloads, useMyPacks, usePackage } from '../hooks/use-pack-queries';
import { flattenPages } from '../queries/paging';
import { useDownloadPack } from './use-download-pack';

/** The demo user owns packs 1 and 2; pack 6 (Ñandú Dance) is not owned. */
async function renderOffline() {
  const view = renderHookWithProviders(() => ({
    mine: useMyPacks(),
    downloads: useDownloads(),
    pack: usePackage(6),
    download: useDownloadPack(),
  }));
  await waitFor(() => {
    const { mine, downloads, pack } = view.result.current;
    expect(mine.isSuccess && downloads.isSuccess && pack.isSuccess).toBe(true);
  });
  requestLog.clear();
  act(() => onlineManager.setOnline(false));
  return view;
}

const listedIds = (list: ReturnType<typeof useMyPacks> | ReturnType<typeof useDownloads>) =>
  flattenPages(list.data).map((pack) => pack.packageId);

afterEach(() => onlineManager.setOnline(true));

describe('a download made offline', () => {
  it('shows the pack as owned at once, in My packs and Downloads, and is sent once online', async () => {
    const { result } = await renderOffline();
    const downloadsBefore = listedIds(result.current.downloads);
    expect(result.current.pack.data?.isDownload).toBe('N');

    act(() => result.current.download.mutate({ packageId: 6 }));
    await waitFor(() => expect(result.current.pack.data?.isDownload).toBe('Y'));
    expect(listedIds(result.current.mine)).toEqual([1, 2, 6]);
    expect(flattenPages(result.current.mine.data).at(-1)).toMatchObject({
      packageName: 'Ñandú Dance',
      isDownload: 'Y',
    });
    expect(listedIds(result.current.downloads)).toEqual([6, ...downloadsBefore]);
    expect(result.current.download.isPaused).toBe(true);
    expect(requestLog.count('download')).toBe(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.download.isSuccess).toBe(true));
    expect(requestLog.count('download')).toBe(1);
    // What shows now is the service's own answer.
    expect(requestLog.count('M6')).toBe(1);
    expect(listedIds(result.current.mine)).toEqual([1, 2, 6]);
    expect(listedIds(result.current.downloads)).toEqual([6, ...downloadsBefore]);
    expect(result.current.pack.data?.isDownload).toBe('Y');
  });

  it('is undone everywhere when the service refuses it', async () => {
    const { result } = await renderOffline();
    const downloadsBefore = listedIds(result.current.downloads);

    act(() => result.current.download.mutate({ packageId: 6 }));
    await waitFor(() => expect(result.current.pack.data?.isDownload).toBe('Y'));

    failOperation('download', 1000);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.download.isError).toBe(true));
    expect(result.current.pack.data?.isDownload).toBe('N');
    expect(listedIds(result.current.mine)).toEqual([1, 2]);
    expect(listedIds(result.current.downloads)).toEqual(downloadsBefore);
  });
});
