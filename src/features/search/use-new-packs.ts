import { useQuery } from '@tanstack/react-query';
import { request, useSettings, type CameraPackage } from '../../api';
import { CameraPackagePageBodySchema } from '../../../contract';

const PAGE = 50;
const NEW_PACKS_STALE_TIME = 5 * 60_000;

async function rankingPage(userId: string, pageNumber: number, signal: AbortSignal) {
  return request('camera', ['v1', 'package'], CameraPackagePageBodySchema, {
    query: { userId, limit: PAGE, pageNumber },
    signal,
  });
}

/**
 * The catalogue's new packs (isNew), newest first. The service has no list of its own for
 * them, so the C1 ranking is read whole (a few pages of 50, in parallel after the first).
 */
export function useNewPacks(enabled: boolean) {
  const { userId } = useSettings();
  return useQuery({
    queryKey: ['home', 'new-packs', { userId }],
    queryFn: async ({ signal }): Promise<CameraPackage[]> => {
      const first = await rankingPage(userId, 1, signal);
      const more = Array.from({ length: first.pageMap.pageCount - 1 }, (_, index) =>
        rankingPage(userId, index + 2, signal),
      );
      const pages = [first, ...(await Promise.all(more))];
      return (
        pages
          .flatMap((page) => page.packageList)
          .filter((pack) => pack.isNew === 'Y')
          // Newest first. Fixed-width dates sort by code unit; localeCompare would load ICU's
          // collation data (7–23 ms in Chromium) while the start page renders.
          .sort((a, b) =>
            a.packageDate < b.packageDate ? 1 : a.packageDate > b.packageDate ? -1 : 0,
          )
      );
    },
    enabled,
    staleTime: NEW_PACKS_STALE_TIME,
  });
}
