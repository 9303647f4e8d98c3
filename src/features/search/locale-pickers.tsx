import { useMemo } from 'react';
import { fitLongestOption, SelectField } from '../../components/ui/fields';
import { countryName, countryOptions, languageName, languageOptions } from '../../lib/locales';
import { useLocale, useT } from '../../i18n';
import { useKnownLocale } from './known-locale';

type LocalePickersProps = {
  lang: string;
  country: string;
  onChange: (change: { lang?: string; country?: string }) => void;
};

export default function LocalePickers({ lang, country, onChange }: LocalePickersProps) {
  const t = useT();
  const locale = useLocale();
  const known = useKnownLocale(lang, country);
  const languages = useMemo(() => languageOptions(known.lang, locale), [known.lang, locale]);
  const countries = useMemo(
    () => countryOptions(known.countryCode, locale),
    [known.countryCode, locale],
  );
  const unknown = [
    known.unknownLang !== undefined &&
      t('search.unknownLanguage', {
        code: known.unknownLang,
        name: languageName(known.lang, locale),
      }),
    known.unknownCountry !== undefined &&
      t('search.unknownCountry', {
        code: known.unknownCountry,
        name: countryName(known.countryCode, locale),
      }),
  ].filter((part) => part !== false);
  return (
    <div className="flex flex-col gap-2 sm:max-w-md">
      <div className="flex flex-wrap gap-3">
        <SelectField
          fieldClassName={fitLongestOption}
          label={t('search.language')}
          value={known.lang}
          options={languages}
          onChange={(e) => onChange({ lang: e.target.value })}
        />
        <SelectField
          fieldClassName={fitLongestOption}
          label={t('settings.country')}
          value={known.countryCode}
          options={countries}
          onChange={(e) => onChange({ country: e.target.value })}
        />
      </div>
      {unknown.length > 0 && (
        <p role="status" className="text-sm text-muted">
          {t('search.unknownInLink', {
            what: new Intl.ListFormat(locale, { type: 'conjunction' }).format(unknown),
          })}
        </p>
      )}
    </div>
  );
}
