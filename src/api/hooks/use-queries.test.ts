import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateSettings } from '../../lib/settings';
import { getCurrentService, requestLog, type OperationId } from '../../testing/msw';
import { renderHookWithProviders } from '../../testing/render';
import { flattenPages } from '../queries/paging';
import {
  useCameraPackages,
  useCameraSearch,
  useFrequentStickers,
  useReactionStickers,
} from './use-camera-queries';
import { useCategories } from './use-category-queries';
import { useReceivedGifts } from './use-gift-queries';
import {
  useDownloads,
  useHiddenPacks,
  useMyPacks,
  usePackage,
  useRecentPacks,
  useWishList,
} from './use-pack-queries';
import { useRecentSearches, useSentStickers } from './use-sticker-queries';
import { useStickerSearch } from './use-sticker-search';

const hooks: [OperationId, () => { isSuccess: boolean }][] = [
  ['M1', () => useStickerSearch({ q: 'cat' })],
  ['M2', useRecentSearches],
  ['M3', () => usePackage(1)],
  ['M4', useSentStickers],
  ['M5', useRecentPacks],
  ['M6', useMyPacks],
  ['M7', useHiddenPacks],
  ['M9', useDownloads],
  ['M10', useWishList],
  ['M12', useReceivedGifts],
  ['M14', useCategories],
  ['C1', () => useCameraPackages()],
  ['C2', () => useCameraSearch('cat')],
  ['C3', useFrequentStickers],
  ['C4', useReactionStickers],
];

describe('query hooks', () => {
  it.each(hooks)('%s loads and parses through its hook', async (operation, hook) => {
    const { result } = renderHookWithProviders(hook);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requestLog.operations()).toEqual([operation]);
  });

  it("reads the user's lists from the service", async () => {
    const { result } = renderHookWithProviders(() => ({
      mine: useMyPacks(),
      hidden: useHiddenPacks(),
    }));
    await waitFor(() => expect(result.current.hidden.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.mine.isSuccess).toBe(true));
    expect(flattenPages(result.current.mine.data).map((pack) => pack.packageId)).toEqual([1, 2]);
    expect(flattenPages(result.current.hidden.data).map((pack) => pack.packageId)).toEqual([3]);
  });

  it('pages through pageMap until the last page', async () => {
    // Demo owns packs 1 and 2 (3 is hidden); 22 more make 24, over one page of 20.
    for (let packageId = 4; packageId <= 25; packageId += 1) {
      await getCurrentService().call('POST', `/api/messenger/v1/download/${packageId}?userId=demo`);
    }
    const { result } = renderHookWithProviders(() => useMyPacks());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(flattenPages(result.current.data)).toHaveLength(24));
    expect(result.current.hasNextPage).toBe(false);
    expect(requestLog.of('M6').map((entry) => entry.url.searchParams.get('pageNumber'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('stays idle for an empty search and sends locale from settings', async () => {
    updateSettings({ lang: 'ko', countryCode: 'KR' });
    const { result, rerender } = renderHookWithProviders((q: string) => useStickerSearch({ q }), {
      initialProps: '  ',
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender('고양이 cat');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const params = requestLog.of('M1')[0]?.url.searchParams;
    expect(Object.fromEntries(params ?? [])).toMatchObject({
      q: '고양이 cat',
      userId: 'demo',
      lang: 'ko',
      countryCode: 'KR',
    });
  });

  it('keeps results while the next query loads, and clears them for an empty query', async () => {
    const { result, rerender } = renderHookWithProviders((q: string) => useStickerSearch({ q }), {
      initialProps: 'cat',
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender('pizza');
    expect(result.current.isPlaceholderData).toBe(true);
    expect(flattenPages(result.current.data)[0]?.keyword).toBe('cat');
    await waitFor(() => expect(flattenPages(result.current.data)[0]?.keyword).toBe('pizza'));
    rerender('');
    expect(result.current.data).toBeUndefined();
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('refetches with the new user when the userId changes', async () => {
    const { result } = renderHookWithProviders(() => useMyPacks());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => {
      updateSettings({ userId: 'a b/c?d' });
    });
    await waitFor(() => expect(requestLog.count('M6')).toBe(2));
    await waitFor(() =>
      expect(result.current.isPlaceholderData || result.current.isSuccess).toBe(true),
    );
    expect(requestLog.of('M6').map((entry) => entry.params.userId)).toEqual(['demo', 'a b/c?d']);
    await waitFor(() => expect(flattenPages(result.current.data)).toEqual([]));
  });

  it('sends the camera filters, empty ones included', async () => {
    const { result } = renderHookWithProviders(() =>
      useCameraPackages({ animated: 'Y', date: 'Weekly' }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const params = Object.fromEntries(requestLog.of('C1')[0]?.url.searchParams ?? []);
    expect(params).toEqual({
      userId: 'demo',
      date: 'Weekly',
      category: '',
      animated: 'Y',
      country: '',
      searchText: '',
      pageNumber: '1',
    });
    expect(flattenPages(result.current.data).every((pack) => pack.packageAnimated === 'Y')).toBe(
      true,
    );
  });

  it('surfaces an unknown pack as a 404 ApiError', async () => {
    const { result } = renderHookWithProviders(() => usePackage(999));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'api', status: 404 });
  });

  it('surfaces an unknown key as code 9000', async () => {
    updateSettings({ apiKey: 'not-a-key' });
    const { result } = renderHookWithProviders(() => useCategories());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'api', code: '9000' });
  });
});
