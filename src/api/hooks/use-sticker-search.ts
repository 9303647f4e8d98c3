import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useNaming } from '../../lib/naming';
import { useSettings } from '../../lib/settings';
import { searchQuery } from '../queries/search';

export type StickerSearchParams = { q: string; lang?: string; countryCode?: string };

/** M1, paged. lang and countryCode default to the user's settings; an empty q stays idle. */
export function useStickerSearch({ q, lang, countryCode }: StickerSearchParams) {
  const settings = useSettings();
  const naming = useNaming(lang);
  const term = q.trim();
  return useInfiniteQuery({
    ...searchQuery({
      userId: settings.userId,
      q: term,
      ...naming,
      countryCode: countryCode ?? settings.countryCode,
    }),
    // Keeps the previous results on screen while the next query's first page loads; a cleared
    // query shows nothing rather than stale results.
    placeholderData: term ? keepPreviousData : undefined,
  });
}
