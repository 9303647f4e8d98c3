import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNaming } from '../../lib/naming';
import { useSettings } from '../../lib/settings';
import { stickerQueries } from '../queries/stickers';
import { useReadAgainWhenChanged } from './use-read-again-when-changed';

/** M2: the user's recent search tags, newest first. */
export function useRecentSearches() {
  const { userId } = useSettings();
  return useQuery(stickerQueries.recentSearches({ userId }));
}

/** M4, paged. */
export function useSentStickers() {
  const { userId } = useSettings();
  return useReadAgainWhenChanged(useInfiniteQuery(stickerQueries.sent({ userId, ...useNaming() })));
}
