import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { stickerQueries } from '../queries/stickers';

export type StickerSearchParams = { q: string; lang?: string; countryCode?: string };

/** M1, paged. lang and countryCode default to the user's settings; an empty q stays idle. */
export function useStickerSearch({ q, lang, countryCode }: StickerSearchParams) {
  const settings = useSettings();
  return useInfiniteQuery({
    ...stickerQueries.search({
      userId: settings.userId,
      q: q.trim(),
      lang: lang ?? settings.lang,
      countryCode: countryCode ?? settings.countryCode,
    }),
    // Keeps the previous results on screen while the next query's first page loads.
    placeholderData: keepPreviousData,
  });
}

/** M2: the user's recent search tags, newest first. */
export function useRecentSearches() {
  const { userId } = useSettings();
  return useQuery(stickerQueries.recentSearches({ userId }));
}

/** M4, paged. */
export function useSentStickers() {
  const { userId } = useSettings();
  return useInfiniteQuery(stickerQueries.sent({ userId }));
}
