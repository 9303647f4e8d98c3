import { isolate, type MessageId, type Translate } from '../../i18n';
import { countryOptions } from '../../lib/locales';
import type { RankingFilters } from './use-ranking-filters';

type Choice = { value: string; label: MessageId };

export const PERIODS: readonly Choice[] = [
  { value: '', label: 'camera.period.all' },
  { value: 'Daily', label: 'camera.period.daily' },
  { value: 'Weekly', label: 'camera.period.weekly' },
  { value: 'Monthly', label: 'camera.period.monthly' },
];
export const KINDS: readonly Choice[] = [
  { value: '', label: 'camera.kind.all' },
  { value: 'Y', label: 'camera.kind.animated' },
  { value: 'N', label: 'camera.kind.still' },
];

const labelOf = (options: readonly Choice[], value: string, t: Translate) => {
  if (!value) return undefined;
  const choice = options.find((o) => o.value === value);
  return choice ? t(choice.label) : value;
};

export function rankingSummary(
  filters: RankingFilters,
  searchText: string,
  t: Translate,
  locale: string,
  nameOfCategory: (category: string) => string,
): string {
  const parts = [
    labelOf(PERIODS, filters.date, t),
    labelOf(KINDS, filters.animated, t),
    filters.category ? nameOfCategory(filters.category) : undefined,
    countryOptions(filters.country, locale).find((o) => o.value === filters.country)?.label ??
      (filters.country || undefined),
    searchText ? t('camera.summary.search', { text: isolate(searchText) }) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0
    ? // A list of the filters set, each apart ("За неделю, Анимированные, Еда и напитки"): a
      // unit list runs them together with spaces in Russian, Turkish and Korean.
      new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }).format(parts)
    : t('camera.summary.none');
}
