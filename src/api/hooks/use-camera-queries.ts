import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNaming } from '../../lib/naming';
import { useSettings } from '../../lib/settings';
import type { CameraPackageFilters } from '../keys';
import { cameraQueries } from '../queries/camera';
import { packageFilters } from '../requests';

/** C1 ranking, paged. Missing filters mean "all". */
export function useCameraPackages(filters: Partial<CameraPackageFilters> = {}) {
  const { userId } = useSettings();
  return useInfiniteQuery({
    ...cameraQueries.packages({ userId, ...packageFilters(filters) }),
    placeholderData: keepPreviousData,
  });
}

/** C2: at most 100 stickers; idle for an empty tag. */
export function useCameraSearch(searchText: string) {
  const { userId } = useSettings();
  const naming = useNaming();
  const term = searchText.trim();
  return useQuery({
    ...cameraQueries.search({ userId, ...naming, searchText: term }),
    placeholderData: term ? keepPreviousData : undefined,
  });
}

/** C3 */
export function useFrequentStickers() {
  const { userId } = useSettings();
  return useQuery(cameraQueries.frequent({ userId, ...useNaming() }));
}

/** C4 */
export function useReactionStickers() {
  const { userId } = useSettings();
  return useQuery(cameraQueries.reactions({ userId, ...useNaming() }));
}
