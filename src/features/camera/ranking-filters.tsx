import { useMemo } from 'react';
import { useCategories } from '../../api/hooks/use-category-queries';
import { ChipButton } from '../../components/ui/chip';
import { SelectField } from '../../components/ui/fields';
import { countryOptions } from '../../lib/locales';
import { KINDS, PERIODS } from './ranking-options';
import { parseAnimated, parseDate, type RankingFilters } from './use-ranking-filters';

type Props = { filters: RankingFilters; onChange: (change: Partial<RankingFilters>) => void };

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

export function RankingFiltersBar({ filters, onChange }: Props) {
  const categories = useCategories();
  const categoryOptions = useMemo(
    () => [
      { value: '', label: 'All categories' },
      ...(categories.data ?? []).map((c) => ({ value: c, label: c })),
      ...(filters.category && !categories.data?.includes(filters.category)
        ? [{ value: filters.category, label: filters.category }]
        : []),
    ],
    [categories.data, filters.category],
  );
  const countries = useMemo(
    () => [{ value: '', label: 'All countries' }, ...countryOptions(filters.country)],
    [filters.country],
  );

  return (
    <div className="mb-6 grid gap-4 rounded-3xl border border-line bg-surface p-4 shadow-xs lg:grid-cols-2">
      <ChipGroup
        legend="Period"
        options={PERIODS}
        value={filters.date}
        onPick={(date) => onChange({ date: parseDate(date) })}
      />
      <ChipGroup
        legend="Stickers"
        options={KINDS}
        value={filters.animated}
        onPick={(animated) => onChange({ animated: parseAnimated(animated) })}
      />
      <SelectField
        label="Category"
        value={filters.category}
        options={categoryOptions}
        onChange={(e) => onChange({ category: e.target.value })}
      />
      <SelectField
        label="Country"
        value={filters.country}
        options={countries}
        onChange={(e) => onChange({ country: e.target.value })}
      />
    </div>
  );
}
