import { describe, expect, it } from 'vitest';
import { packLanguageName } from './pack-language';

describe('packLanguageName', () => {
  it('names the service’s English language name in the interface language', () => {
    expect(packLanguageName('Russian', 'ja')).toBe('ロシア語');
    expect(packLanguageName('Russian', 'de')).toBe('Russisch');
    expect(packLanguageName('Korean', 'ar')).toBe('الكورية');
  });

  it('starts the label with a capital where a sentence writes the name in lower case', () => {
    expect(packLanguageName('English', 'ru')).toBe('Английский');
    expect(packLanguageName('English', 'fr')).toBe('Anglais');
    expect(packLanguageName('Turkish', 'tr')).toBe('Türkçe');
  });

  it('keeps English as the service wrote it, and a name it has no code for', () => {
    expect(packLanguageName('Russian', 'en')).toBe('Russian');
    expect(packLanguageName('Klingon', 'ja')).toBe('Klingon');
  });
});
