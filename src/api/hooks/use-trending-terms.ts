import { useQuery } from '@tanstack/react-query';
import { useNaming } from '../../lib/naming';
import { useSettings } from '../../lib/settings';
import { trendingQuery } from '../queries/trending';

/** The trending-terms extension, in the search's language (`?lang=`, else the person's). */
export function useTrendingTerms(lang: string) {
  const { userId } = useSettings();
  return useQuery(trendingQuery({ userId, ...useNaming(lang) }));
}
