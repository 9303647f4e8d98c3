import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { trendingQuery } from '../queries/trending';

/** The trending-terms extension, in the person's search language. */
export function useTrendingTerms() {
  const { userId, lang } = useSettings();
  return useQuery(trendingQuery({ userId, lang }));
}
