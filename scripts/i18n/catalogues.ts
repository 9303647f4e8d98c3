// The message catalogues (src/i18n/catalogues/<locale>.json) and the ids the app's code uses:
// read by `npm run i18n:extract`, which keeps every catalogue in line with the code, and by the
// test that fails on a missing, unused or incomplete message.
import { parse, type Token } from '@messageformat/parser';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERFACE_LOCALES, type InterfaceLocale } from '../../src/lib/interface-locales.ts';

export type Catalogue = Record<string, string>;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_DIR = join(ROOT, 'src');
export const CATALOGUE_DIR = join(SOURCE_DIR, 'i18n', 'catalogues');
export const SOURCE_LOCALE: InterfaceLocale = 'en';

export const cataloguePath = (locale: InterfaceLocale) => join(CATALOGUE_DIR, `${locale}.json`);

export function readCatalogue(locale: InterfaceLocale): Catalogue {
  const parsed: unknown = JSON.parse(readFileSync(cataloguePath(locale), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${locale}.json is not an object of messages`);
  const catalogue: Catalogue = {};
  for (const [id, message] of Object.entries(parsed)) {
    if (typeof message !== 'string') throw new Error(`${locale}.json: ${id} is not a string`);
    catalogue[id] = message;
  }
  return catalogue;
}

export function writeCatalogue(locale: InterfaceLocale, catalogue: Catalogue): void {
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(cataloguePath(locale), `${JSON.stringify(sorted, null, 2)}\n`);
}

export const otherLocales = () => INTERFACE_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/** The app's own source files: tests and test helpers name ids only to check them. */
function appSourceFiles(dir = SOURCE_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'testing', 'catalogues'].includes(entry.name)
        ? []
        : appSourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Where each of `ids` is written as a string literal in the app's code. Ids are written out
 * whole (the type MessageId admits no other), so a literal is a use.
 */
export function messageUses(ids: Iterable<string>): Map<string, string[]> {
  const uses = new Map<string, string[]>([...ids].map((id) => [id, []]));
  for (const file of appSourceFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(['"`])([a-z][\w-]*(?:\.[\w-]+)+)\1/g)) {
      const id = match[2];
      if (id !== undefined) uses.get(id)?.push(relative(ROOT, file));
    }
  }
  return uses;
}

type Found = { plurals: { kind: 'cardinal' | 'ordinal'; keys: string[] }[]; args: Set<string> };

function walk(tokens: Token[], found: Found): Found {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') found.args.add(token.arg);
    if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
      found.args.add(token.arg);
      if (token.type !== 'select')
        found.plurals.push({
          kind: token.type === 'plural' ? 'cardinal' : 'ordinal',
          keys: token.cases.map((c) => c.key),
        });
      for (const c of token.cases) walk(c.tokens, found);
    }
  }
  return found;
}

/** The message's plural and ordinal branches and its arguments; throws when it is not ICU. */
export function analyse(message: string): Found {
  return walk(parse(message), { plurals: [], args: new Set() });
}

/** Plural categories `locale` needs that a message's plural or ordinal branches lack. */
export function missingPluralCategories(locale: string, message: string): string[] {
  const missing = new Set<string>();
  for (const plural of analyse(message).plurals) {
    const rules = new Intl.PluralRules(locale, { type: plural.kind });
    for (const category of rules.resolvedOptions().pluralCategories)
      if (!plural.keys.includes(category)) missing.add(`${plural.kind} ${category}`);
  }
  return [...missing];
}
