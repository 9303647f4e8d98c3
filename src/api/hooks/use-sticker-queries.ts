import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNaming } from '../../lib/naming';
import { useSettings } from '../../lib/settings';
import { stickerQueries } from '../queries/stickers';

/** M2: the user's recent search tags, newest first. */
export function useRecentSearches() {
  const { userId } = useSettings();
  return useQuery(stickerQueries.recentSearches({ userId }));
}

/** M4, paged. */
export function useSentStickers() {
  const { userId } = useSettings();
  return useInfiniteQuery(stickerQueries.sent({ userId, ...useNaming() }));
}
