import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES, LANGUAGE_CODES } from './locale-codes';
import { COUNTRY_NAMES, LANGUAGE_NAMES } from './locale-names';

async function freshLocales() {
  vi.resetModules();
  return import('./locales');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('locale names', () => {
  it('are the names Intl gives in English', () => {
    const languages = new Intl.DisplayNames(['en'], { type: 'language' });
    const regions = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of LANGUAGE_CODES) expect(LANGUAGE_NAMES[code], code).toBe(languages.of(code));
    for (const code of COUNTRY_CODES) expect(COUNTRY_NAMES[code], code).toBe(regions.of(code));
  });

  it('cost no Intl data (display names, collation) while the pickers fill with the offered codes', async () => {
    const construct = vi.spyOn(Intl, 'DisplayNames');
    const collate = vi.spyOn(Intl, 'Collator');
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    const { countryName, countryOptions, languageName, languageOptions } = await freshLocales();
    languageOptions('de');
    countryOptions('KR');
    expect(languageName('ja')).toBe('Japanese');
    expect(countryName('KR')).toBe('South Korea');
    expect(construct).not.toHaveBeenCalled();
    expect(collate).not.toHaveBeenCalled();
    expect(compare).not.toHaveBeenCalled();
  });

  it('offer language names in a menu with a capital, as they stand alone', async () => {
    const { languageOptions, languageName } = await freshLocales();
    const russian = languageOptions('', 'ru');
    expect(russian.find((option) => option.value === 'en')?.label).toBe('Английский');
    expect(russian.filter(({ label }) => label[0] !== label[0]?.toLocaleUpperCase('ru'))).toEqual(
      [],
    );
    // Inside a sentence the name keeps its lower case.
    expect(languageName('en', 'ru')).toBe('английский');
  });

  it('offer every code once, sorted by name as a person reads them', async () => {
    const { countryOptions, languageOptions } = await freshLocales();
    const inReadingOrder = (labels: string[]) =>
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    const languages = languageOptions('en');
    expect(languages.map((o) => o.value).sort()).toEqual([...LANGUAGE_CODES].sort());
    inReadingOrder(languages.map((o) => o.label));
    const labels = countryOptions('US').map((o) => o.label);
    inReadingOrder(labels);
    expect(labels.indexOf('South Africa')).toBeLessThan(labels.indexOf('South Korea'));
  });

  it('name a code the app does not offer through Intl, and keep a malformed one as it is', async () => {
    const { countryOptions, languageName } = await freshLocales();
    expect(languageName('is')).toBe('Icelandic');
    expect(languageName('x_y')).toBe('x_y');
    const withIceland = countryOptions('IS').map((o) => o.label);
    expect(
      withIceland.slice(withIceland.indexOf('Iceland') - 1, withIceland.indexOf('Iceland') + 2),
    ).toEqual(['Hungary', 'Iceland', 'India']);
  });
});
