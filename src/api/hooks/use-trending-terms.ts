import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { trendingQuery } from '../queries/trending';
import { useWordScript } from './use-word-script';

/** The trending-terms extension, in the search's language (`?lang=`, else the person's). */
export function useTrendingTerms(lang: string) {
  const { userId } = useSettings();
  const script = useWordScript(lang);
  return useQuery(trendingQuery({ userId, lang, script }));
}
