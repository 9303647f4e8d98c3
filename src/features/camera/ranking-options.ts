import { countryOptions } from '../../lib/locales';
import type { RankingFilters } from './use-ranking-filters';

export const PERIODS = [
  { value: '', label: 'All time' },
  { value: 'Daily', label: 'Today' },
  { value: 'Weekly', label: 'This week' },
  { value: 'Monthly', label: 'This month' },
];
export const KINDS = [
  { value: '', label: 'All' },
  { value: 'Y', label: 'Animated' },
  { value: 'N', label: 'Still' },
];

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : undefined;

/** The filters in force, in words, for the folded filter panel: "This week, Animated, “cat”". */
export function rankingSummary(filters: RankingFilters, searchText: string): string {
  const parts = [
    labelOf(PERIODS, filters.date),
    labelOf(KINDS, filters.animated),
    filters.category || undefined,
    labelOf(countryOptions(filters.country), filters.country),
    searchText ? `“${searchText}”` : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : 'None';
}
