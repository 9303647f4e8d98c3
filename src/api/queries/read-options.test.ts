import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw';
import { renderHookWithProviders } from '../../testing/render';
import { usePackage, useWishList } from '../hooks/use-pack-queries';
import { useToggleWish } from '../mutations/use-toggle-wish';

type Read = { pathname: string; cache: RequestCache };

/** The Fetch cache mode of every GET the app sends, as a service worker would see it. */
function watchReads(): Read[] {
  const reads: Read[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') return;
    reads.push({ pathname: new URL(request.url).pathname, cache: request.cache });
  });
  return reads;
}

const PACK = '/api/messenger/v1/package/1';
const WISH_LIST = '/api/messenger/v1/wish/demo';

afterEach(() => server.events.removeAllListeners());

describe('reads and caches', () => {
  it('a refetch after the app’s own write asks the service itself; other reads may use a saved copy', async () => {
    const reads = watchReads();
    const { result } = renderHookWithProviders(() => ({
      pack: usePackage(1),
      wishes: useWishList(),
      toggle: useToggleWish(),
    }));
    await waitFor(() => expect(result.current.pack.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.wishes.isSuccess).toBe(true));
    expect(reads.map(({ cache }) => cache)).toEqual(['default', 'default']);

    reads.splice(0);
    act(() => result.current.toggle.mutate({ packageId: 1 }));
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
    expect(reads).toEqual(
      expect.arrayContaining([
        { pathname: PACK, cache: 'no-cache' },
        { pathname: WISH_LIST, cache: 'no-cache' },
      ]),
    );
    expect(result.current.pack.data?.isWish).toBe('Y');

    // Once the service has answered, a plain refresh may be answered from a cache again.
    reads.splice(0);
    await act(() => result.current.pack.refetch());
    expect(reads).toEqual([{ pathname: PACK, cache: 'default' }]);
  });
});
