import { useMemo } from 'react';
import { SelectField } from '../../components/ui/fields';
import { countryName, countryOptions, languageName, languageOptions } from '../../lib/locales';
import { useKnownLocale } from './known-locale';

type LocalePickersProps = {
  lang: string;
  country: string;
  onChange: (change: { lang?: string; country?: string }) => void;
};

export default function LocalePickers({ lang, country, onChange }: LocalePickersProps) {
  const known = useKnownLocale(lang, country);
  const languages = useMemo(() => languageOptions(known.lang), [known.lang]);
  const countries = useMemo(() => countryOptions(known.countryCode), [known.countryCode]);
  const unknown = [
    known.unknownLang !== undefined &&
      `language “${known.unknownLang}” (using ${languageName(known.lang)})`,
    known.unknownCountry !== undefined &&
      `country “${known.unknownCountry}” (using ${countryName(known.countryCode)})`,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-2 sm:max-w-md">
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Language"
          value={known.lang}
          options={languages}
          onChange={(e) => onChange({ lang: e.target.value })}
        />
        <SelectField
          label="Country"
          value={known.countryCode}
          options={countries}
          onChange={(e) => onChange({ country: e.target.value })}
        />
      </div>
      {unknown.length > 0 && (
        <p role="status" className="text-sm text-muted">
          The link names an unknown {unknown.join(' and ')}.
        </p>
      )}
    </div>
  );
}
