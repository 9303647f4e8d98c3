import { describe, expect, it } from 'vitest';
import { knownLocale } from './locale-codes';

describe('knownLocale', () => {
  it('keeps known codes from the link', () => {
    expect(knownLocale('ja', 'JP', { lang: 'en', countryCode: 'US' })).toEqual({
      lang: 'ja',
      countryCode: 'JP',
    });
  });

  it('replaces unknown link codes by the settings and names them', () => {
    expect(knownLocale('x_y', 'ZZZ', { lang: 'de', countryCode: 'DE' })).toEqual({
      lang: 'de',
      countryCode: 'DE',
      unknownLang: 'x_y',
      unknownCountry: 'ZZZ',
    });
  });

  it('falls back to English and the US when neither link nor settings name a code, naming nothing', () => {
    expect(knownLocale('', '', { lang: '', countryCode: '' })).toEqual({
      lang: 'en',
      countryCode: 'US',
    });
  });
});
