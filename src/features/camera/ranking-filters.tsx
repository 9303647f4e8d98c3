import { useMemo } from 'react';
import { useCategories } from '../../api/hooks/use-category-queries';
import { ChipButton } from '../../components/ui/chip';
import { SelectField } from '../../components/ui/fields';
import { useLocale, useT } from '../../i18n';
import { countryOptions } from '../../lib/locales';
import { KINDS, PERIODS } from './ranking-options';
import { parseAnimated, parseDate, type RankingFilters } from './use-ranking-filters';

type Props = {
  filters: RankingFilters;
  onChange: (change: Partial<RankingFilters>) => void;
  /** A category's name in the interface language (the service sends English ones). */
  nameOfCategory: (category: string) => string;
};

function ChipGroup({
  legend,
  options,
  value,
  onPick,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onPick: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <ChipButton key={o.value} pressed={value === o.value} onClick={() => onPick(o.value)}>
            {o.label}
          </ChipButton>
        ))}
      </div>
    </fieldset>
  );
}

export function RankingFiltersBar({ filters, onChange, nameOfCategory }: Props) {
  const t = useT();
  const locale = useLocale();
  const categories = useCategories();
  const categoryOptions = useMemo(
    () => [
      { value: '', label: t('camera.allCategories') },
      ...(categories.data ?? []).map((c) => ({ value: c, label: nameOfCategory(c) })),
      ...(filters.category && !categories.data?.includes(filters.category)
        ? [{ value: filters.category, label: filters.category }]
        : []),
    ],
    [categories.data, filters.category, nameOfCategory, t],
  );
  const countries = useMemo(
    () => [
      { value: '', label: t('camera.allCountries') },
      ...countryOptions(filters.country, locale),
    ],
    [filters.country, locale, t],
  );

  return (
    <div className="mb-6 grid gap-4 rounded-3xl border border-line bg-surface p-4 shadow-xs lg:grid-cols-2">
      <ChipGroup
        legend={t('camera.period')}
        options={PERIODS.map((o) => ({ value: o.value, label: t(o.label) }))}
        value={filters.date}
        onPick={(date) => onChange({ date: parseDate(date) })}
      />
      <ChipGroup
        legend={t('camera.kind')}
        options={KINDS.map((o) => ({ value: o.value, label: t(o.label) }))}
        value={filters.animated}
        onPick={(animated) => onChange({ animated: parseAnimated(animated) })}
      />
      <SelectField
        label={t('camera.category')}
        value={filters.category}
        options={categoryOptions}
        onChange={(e) => onChange({ category: e.target.value })}
      />
      <SelectField
        label={t('settings.country')}
        value={filters.country}
        options={countries}
        onChange={(e) => onChange({ country: e.target.value })}
      />
    </div>
  );
}
