import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultSettings,
  getSettings,
  localeDefaults,
  reloadSettings,
  updateSettings,
  useSettings,
} from './settings';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('localeDefaults', () => {
  it.each([
    ['ko-KR', 'ko', 'KR'],
    ['en-GB', 'en', 'GB'],
    ['zh-Hant-TW', 'zh', 'TW'],
    ['es', 'es', 'ES'],
    ['ja', 'ja', 'JP'],
    ['ko', 'ko', 'KR'],
    ['ar', 'ar', 'EG'],
    // Where the language is likeliest (TZ, NL) is no country the service knows: the default.
    ['sw', 'sw', 'US'],
    ['nl-ZZ', 'nl', 'US'],
    ['en', 'en', 'US'],
    ['', 'en', 'US'],
    [undefined, 'en', 'US'],
  ])('%s gives %s/%s', (language, lang, countryCode) => {
    expect(localeDefaults(language)).toEqual({ lang, countryCode });
  });
});

describe('settings store', () => {
  it('defaults to the demo user, the browser locale and no key override', () => {
    expect(getSettings()).toEqual({
      userId: 'demo',
      interfaceLanguage: '',
      searchLanguageApart: false,
      lang: 'en',
      countryCode: 'US',
      apiKey: '',
    });
    expect(defaultSettings().userId).toBe('demo');
  });

  it('persists updates and reads them back after a reload', () => {
    updateSettings({ userId: 'alice', lang: 'ko' });
    reloadSettings();
    expect(getSettings()).toMatchObject({ userId: 'alice', lang: 'ko', countryCode: 'US' });
  });

  it('searches in the interface language until a search language is set apart', () => {
    updateSettings({ interfaceLanguage: 'ja' });
    expect(getSettings()).toMatchObject({ lang: 'ja', searchLanguageApart: false });
    updateSettings({ interfaceLanguage: 'zh-Hant' });
    expect(getSettings().lang).toBe('zh');
    updateSettings({ lang: 'ko' });
    updateSettings({ interfaceLanguage: 'de' });
    expect(getSettings()).toMatchObject({ lang: 'ko', searchLanguageApart: true });
    updateSettings({ searchLanguageApart: false });
    expect(getSettings().lang).toBe('de');
  });

  it('keeps a search language saved before the interface had languages', () => {
    localStorage.setItem('sticker-browser:settings', '{"userId": "old", "lang": "ko"}');
    reloadSettings();
    expect(getSettings()).toMatchObject({
      interfaceLanguage: '',
      lang: 'ko',
      searchLanguageApart: true,
    });
  });

  it('falls back to demo for an empty userId', () => {
    updateSettings({ userId: '   ' });
    expect(getSettings().userId).toBe('demo');
  });

  it.each([
    ['empty', '', ''],
    ['not offered', 'xx', 'JA'],
  ])('takes the browser’s search language and country for %s stored ones', (_, lang, country) => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    localStorage.setItem(
      'sticker-browser:settings',
      JSON.stringify({ userId: 'alice', lang, countryCode: country }),
    );
    reloadSettings();
    expect(getSettings()).toMatchObject({
      userId: 'alice',
      lang: 'en',
      searchLanguageApart: false,
      countryCode: 'AT',
    });
  });

  it('ignores unreadable stored values', () => {
    localStorage.setItem('sticker-browser:settings', '{"userId": 5, "lang": "ko"');
    reloadSettings();
    expect(getSettings().userId).toBe('demo');
  });

  it('keeps working when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    reloadSettings();
    expect(getSettings().userId).toBe('demo');
    updateSettings({ userId: 'bob' });
    expect(getSettings().userId).toBe('bob');
  });

  it('re-renders subscribers on update', () => {
    const { result } = renderHook(() => useSettings());
    expect(result.current.userId).toBe('demo');
    act(() => {
      updateSettings({ userId: 'carol' });
    });
    expect(result.current.userId).toBe('carol');
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useSettings());
    const stored = JSON.stringify({ ...getSettings(), userId: 'dave' });
    localStorage.setItem('sticker-browser:settings', stored);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'sticker-browser:settings' }));
    });
    expect(result.current.userId).toBe('dave');
  });
});
