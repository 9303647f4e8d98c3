import { useQuery } from '@tanstack/react-query';
import { request, useSettings, type CameraPackage } from '../../api';
import { readC1 } from '../../api/reading';
import { isoTime } from '../../lib/iso-time';

const PAGE = 50;
/** 500 packs, three times the local catalogue: a server claiming more pages is read no further. */
const MAX_PAGES = 10;
const NEW_PACKS_STALE_TIME = 5 * 60_000;

async function rankingPage(userId: string, pageNumber: number, signal: AbortSignal) {
  return request('camera', ['v1', 'package'], readC1({ pageNumber, limit: PAGE }), {
    query: { userId, limit: PAGE, pageNumber },
    signal,
  });
}

/**
 * The catalogue's new packs (isNew), newest first. The service has no list of its own for
 * them, so the C1 ranking is read whole (a few pages of 50, in parallel after the first, at most
 * MAX_PAGES), leniently: an item the shelf cannot show is left out, not the shelf.
 */
export function useNewPacks(enabled: boolean) {
  const { userId } = useSettings();
  return useQuery({
    queryKey: ['home', 'new-packs', { userId }],
    queryFn: async ({ signal }): Promise<CameraPackage[]> => {
      const first = await rankingPage(userId, 1, signal);
      const pageCount = first.items.length === 0 ? 1 : Math.min(first.pageMap.pageCount, MAX_PAGES);
      const more = Array.from({ length: pageCount - 1 }, (_, index) =>
        rankingPage(userId, index + 2, signal),
      );
      const packs = new Map<number, CameraPackage>();
      for (const page of [first, ...(await Promise.all(more))]) {
        for (const pack of page.items)
          if (!packs.has(pack.packageId)) packs.set(pack.packageId, pack);
      }
      // Newest first by the moment each date names (offsets differ); undated ones last, in the
      // ranking's order.
      return [...packs.values()]
        .filter((pack) => pack.isNew === 'Y')
        .map((pack) => ({ pack, time: isoTime(pack.packageDate) ?? -Infinity }))
        .sort((a, b) => (a.time === b.time ? 0 : a.time < b.time ? 1 : -1))
        .map(({ pack }) => pack);
    },
    enabled,
    staleTime: NEW_PACKS_STALE_TIME,
  });
}
