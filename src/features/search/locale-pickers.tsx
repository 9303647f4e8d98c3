import { useMemo } from 'react';
import { SelectField } from '../../components/ui/fields';
import { countryOptions, languageOptions } from '../../lib/locales';

type LocalePickersProps = {
  lang: string;
  country: string;
  onChange: (change: { lang?: string; country?: string }) => void;
};

export default function LocalePickers({ lang, country, onChange }: LocalePickersProps) {
  const languages = useMemo(() => languageOptions(lang), [lang]);
  const countries = useMemo(() => countryOptions(country), [country]);
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      <SelectField
        label="Language"
        value={lang}
        options={languages}
        onChange={(e) => onChange({ lang: e.target.value })}
      />
      <SelectField
        label="Country"
        value={country}
        options={countries}
        onChange={(e) => onChange({ country: e.target.value })}
      />
    </div>
  );
}
