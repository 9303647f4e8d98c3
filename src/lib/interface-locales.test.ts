import { describe, expect, it } from 'vitest';
import { directionOf, matchInterfaceLocale, searchLanguageOf } from './interface-locales';

describe('matchInterfaceLocale', () => {
  it.each([
    [['ko-KR', 'en'], 'ko'],
    [['fr-CA'], 'fr'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK'], 'zh-Hant'],
    [['zh-CN'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['pt-PT'], 'pt-BR'],
    [['nl-NL', 'de-AT'], 'de'],
    [['nl', 'sv'], 'en'],
    [['x_y', 'ar-EG'], 'ar'],
    [[], 'en'],
  ] as const)('%j gives %s', (requested, expected) => {
    expect(matchInterfaceLocale(requested)).toBe(expected);
  });
});

describe('a language of the interface', () => {
  it('reads right to left in Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
  });

  it('gives the search language that goes with it', () => {
    expect(searchLanguageOf('zh-Hant')).toBe('zh');
    expect(searchLanguageOf('pt-BR')).toBe('pt');
    expect(searchLanguageOf('ko')).toBe('ko');
  });
});
