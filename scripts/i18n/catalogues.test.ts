import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../../src/lib/interface-locales.ts';
import {
  analyse,
  messageUses,
  missingPluralCategories,
  readCatalogue,
  SOURCE_LOCALE,
} from './catalogues.ts';

const english = readCatalogue(SOURCE_LOCALE);
const ids = Object.keys(english);

describe('the English catalogue', () => {
  it('holds only messages the code uses', () => {
    const unused = [...messageUses(ids)].filter(([, files]) => files.length === 0);
    expect(unused.map(([id]) => id)).toEqual([]);
  });

  it('is not empty and says every message', () => {
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => english[id]?.trim() === '')).toEqual([]);
  });
});

describe.each(INTERFACE_LOCALES)('the %s catalogue', (locale) => {
  const catalogue = readCatalogue(locale);

  it('translates every message the code uses and keeps none it does not', () => {
    const missing = ids.filter((id) => !catalogue[id]?.trim());
    const extra = Object.keys(catalogue).filter((id) => !(id in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('writes each message in ICU MessageFormat, with no argument English does not pass', () => {
    const problems = Object.entries(catalogue).flatMap(([id, message]) => {
      try {
        const given = analyse(english[id] ?? '').args;
        const strange = [...analyse(message).args].filter((arg) => !given.has(arg));
        return strange.length > 0 ? [`${id}: unknown {${strange.join('}, {')}}`] : [];
      } catch (error) {
        return [`${id}: ${(error as Error).message}`];
      }
    });
    expect(problems).toEqual([]);
  });

  it('gives each plural every category the language needs', () => {
    const problems = Object.entries(catalogue).flatMap(([id, message]) => {
      try {
        const missing = missingPluralCategories(locale, message);
        return missing.length > 0 ? [`${id}: ${missing.join(', ')}`] : [];
      } catch {
        return []; // reported by the ICU test above
      }
    });
    expect(problems).toEqual([]);
  });
});

describe('the catalogue checks', () => {
  it('find a plural that lacks a category the language needs', () => {
    const twoForms = '{count, plural, one {# sticker} other {# stickers}}';
    expect(missingPluralCategories('en', twoForms)).toEqual([]);
    expect(missingPluralCategories('ar', twoForms).sort()).toEqual([
      'cardinal few',
      'cardinal many',
      'cardinal two',
      'cardinal zero',
    ]);
    expect(missingPluralCategories('ja', '{count, plural, other {#枚}}')).toEqual([]);
  });

  it('find every use of an id in the code, and none of an id nobody writes', () => {
    const uses = messageUses(['nav.search', 'no.such.message']);
    expect(uses.get('nav.search')).toContain('src/app/route-table.ts');
    expect(uses.get('no.such.message')).toEqual([]);
  });
});
