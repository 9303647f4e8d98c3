import {
  browserLanguages,
  isInterfaceLocale,
  matchInterfaceLocale,
  searchLanguageOf,
  type InterfaceLocale,
} from './interface-locales';
import { isKnownCountry, isKnownLanguage } from './locale-codes';
import { userIdProblem } from './user-id-problem';

// Settings without React, so the route loaders, which run outside components, read them too.
export type Settings = {
  userId: string;
  /** The interface language chosen in Settings; empty follows the browser's languages. */
  interfaceLanguage: string;
  /** Off: the search language is the interface's. On: `lang` is kept as chosen. */
  searchLanguageApart: boolean;
  /** The search language. */
  lang: string;
  countryCode: string;
  /** Overrides the build's API key for users of another server; empty means the build's key. */
  apiKey: string;
};

const STORAGE_KEY = 'sticker-browser:settings';

export function localeDefaults(
  language: string | undefined,
): Pick<Settings, 'lang' | 'countryCode'> {
  const match = /^([a-z]{2,3})(?:[-_](?:[A-Za-z]{4}[-_])?([A-Za-z]{2}))?/i.exec(language ?? '');
  if (!match?.[1]) return { lang: 'en', countryCode: 'US' };
  const lang = match[1].toLowerCase();
  const country = match[2]?.toUpperCase() ?? likelyCountryOf(lang);
  return { lang, countryCode: country !== undefined && isKnownCountry(country) ? country : 'US' };
}

/** Where a bare language is most spoken (CLDR's likely subtags): ja → JP, ko → KR, ar → EG. */
function likelyCountryOf(lang: string): string | undefined {
  try {
    return new Intl.Locale(lang).maximize().region;
  } catch {
    return undefined;
  }
}

export function defaultSettings(): Settings {
  const language = typeof navigator === 'undefined' ? undefined : navigator.language;
  const { countryCode } = localeDefaults(language);
  const lang = searchLanguageOf(matchInterfaceLocale(browserLanguages()));
  return {
    userId: 'demo',
    interfaceLanguage: '',
    searchLanguageApart: false,
    lang,
    countryCode,
    apiKey: '',
  };
}

/** The interface language in force: the one chosen, else the browser's first that we speak. */
export function interfaceLocaleOf({ interfaceLanguage = '' }: Partial<Settings>): InterfaceLocale {
  return isInterfaceLocale(interfaceLanguage)
    ? interfaceLanguage
    : matchInterfaceLocale(browserLanguages());
}

/** Keeps the search language with the interface's unless it was set apart. */
function withSearchLanguage(settings: Settings): Settings {
  if (settings.searchLanguageApart) return settings;
  return { ...settings, lang: searchLanguageOf(interfaceLocaleOf(settings)) };
}

function readStored(): Partial<Settings> {
  try {
    const raw = globalThis.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null) return {};
    const out: Partial<Settings> = {};
    const record = parsed as Record<string, unknown>;
    for (const key of ['userId', 'interfaceLanguage', 'lang', 'countryCode', 'apiKey'] as const) {
      const value = record[key];
      // A search language or country Settings does not offer (empty, or 'JA', which an earlier
      // version derived from a bare 'ja') would show as a select's first option while the
      // service applies its defaults: the browser's take their place.
      if (key === 'lang' && typeof value === 'string' && !isKnownLanguage(value)) continue;
      if (key === 'countryCode' && typeof value === 'string' && !isKnownCountry(value)) continue;
      if (typeof value === 'string') out[key] = value;
    }
    // Written by hand or by an older build: read as Settings would have saved it, a number as
    // its digits; one no request can carry is left for the default.
    const userId = typeof record.userId === 'number' ? String(record.userId) : out.userId?.trim();
    if (userId !== undefined && userIdProblem(userId) === undefined) out.userId = userId;
    else delete out.userId;
    const apart = record.searchLanguageApart;
    if (typeof apart === 'boolean') out.searchLanguageApart = apart;
    // Saved before the interface had languages: a search language chosen then stays as chosen.
    else if (out.lang !== undefined)
      out.searchLanguageApart = out.lang !== searchLanguageOf(interfaceLocaleOf(out));
    return out;
  } catch {
    // Storage can be disabled (private mode, sandboxed iframes) or hold garbage: fall back to defaults.
    return {};
  }
}

/** Whether the browser kept them: settings still apply to this visit when storage is full or disabled. */
function writeStored(settings: Settings): boolean {
  try {
    globalThis.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}

function load(): Settings {
  const stored = readStored();
  const merged = withSearchLanguage({ ...defaultSettings(), ...stored });
  // An empty userId would address no user at all.
  return merged.userId.trim() ? merged : { ...merged, userId: 'demo' };
}

let current: Settings | undefined;
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  current ??= load();
  return current;
}

/** Applies `partial` to this visit; false when the browser would not keep it for the next. */
export function updateSettings(partial: Partial<Settings>): boolean {
  const merged = { ...getSettings(), ...partial };
  // A search language picked on its own is set apart from the interface's; the same one is not.
  if (partial.lang !== undefined && partial.searchLanguageApart === undefined)
    merged.searchLanguageApart = partial.lang !== searchLanguageOf(interfaceLocaleOf(merged));
  const next = withSearchLanguage(merged);
  if (!next.userId.trim()) next.userId = 'demo';
  current = next;
  const kept = writeStored(next);
  listeners.forEach((listener) => listener());
  return kept;
}

/** Forgets the in-memory copy so the next read comes from storage (tests, storage events). */
export function reloadSettings(): void {
  current = undefined;
  listeners.forEach((listener) => listener());
}

// Another tab changed the settings: pick them up so both tabs address the same user.
function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEY || event.key === null) reloadSettings();
}

export function subscribeSettings(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
