import { useSearchParams } from 'react-router';

export type RankingFilters = {
  date: '' | 'Daily' | 'Weekly' | 'Monthly';
  category: string;
  animated: '' | 'Y' | 'N';
  country: string;
};

const DATES = ['', 'Daily', 'Weekly', 'Monthly'] as const;
const ANIMATED = ['', 'Y', 'N'] as const;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T {
  const fallback = allowed[0];
  if (fallback === undefined) throw new Error('oneOf needs at least one value');
  return allowed.find((a) => a === value) ?? fallback;
}

export function parseAnimated(value: string): RankingFilters['animated'] {
  return oneOf(ANIMATED, value);
}

export function parseDate(value: string): RankingFilters['date'] {
  return oneOf(DATES, value);
}

/** The filters a ranking's address names; a country as the options write it (us → US). */
export function rankingFiltersOf(params: URLSearchParams): RankingFilters {
  return {
    date: oneOf(DATES, params.get('date')),
    category: params.get('category') ?? '',
    animated: oneOf(ANIMATED, params.get('animated')),
    country: (params.get('country') ?? '').toUpperCase(),
  };
}

/** C1 filters live in the URL so a reload or a shared link shows the same ranking. */
export function useRankingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = rankingFiltersOf(params);

  const update = (change: Partial<RankingFilters>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return { filters, update };
}
