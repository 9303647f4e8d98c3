import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../../src/lib/interface-locales.ts';
import { readCatalogue } from './catalogues.ts';

/**
 * Controls that show one message and are named by another (an `aria-label`): WCAG 2.5.3 (Label
 * in Name) wants the words a person sees inside the name, so a voice user who says what is on
 * the screen ("click See all") reaches the control. e2e/support/axe.ts turns axe's rule for it
 * on, but the route scans run in English, Arabic and Japanese only; in German, French,
 * Portuguese or Turkish the start page fails it (walk15: "Alle ansehen" is named "Alle beliebten
 * Sets ansehen").
 */
const SHOWN_AND_NAMED = [
  // src/features/search/shelf.tsx, the popular packs row (trending-shelf.tsx)
  { shown: 'search.seeAll', name: 'camera.ranking.seeAll' },
  // src/features/search/shelf.tsx, the recently sent row (sent-shelf.tsx)
  { shown: 'search.seeAll', name: 'search.seeAllSent' },
  // src/features/search/recent-tags.tsx
  { shown: 'recentSearches.clearAll', name: 'recentSearches.clearAllLabel' },
] as const;

const words = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

describe.each(INTERFACE_LOCALES)('the %s catalogue', (locale) => {
  const catalogue = readCatalogue(locale);

  it('names each labelled control with words that contain what it shows (WCAG 2.5.3)', () => {
    const problems = SHOWN_AND_NAMED.flatMap(({ shown, name }) => {
      const visible = catalogue[shown] ?? '';
      const label = catalogue[name] ?? '';
      return words(label).includes(words(visible))
        ? []
        : [`${shown} "${visible}" is not inside ${name} "${label}"`];
    });
    expect(problems).toEqual([]);
  });
});
