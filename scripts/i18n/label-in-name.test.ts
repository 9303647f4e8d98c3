import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../../src/lib/interface-locales.ts';
import { readCatalogue } from './catalogues.ts';

/**
 * Controls that show one message and are named by another (an `aria-label`): WCAG 2.5.3 (Label
 * in Name) wants the words a person sees inside the name, so a voice user who says what is on
 * the screen ("click See all") reaches the control. e2e/support/axe.ts turns axe's rule for it
 * on, but the route scans run in English, Arabic and Japanese only. Found wanting on 28 Nov: in
 * German "Alle ansehen" was named "Alle beliebten Sets ansehen"; in Thai the wish list's "นำออก"
 * (Remove) was named "นำ {name} ออกจาก…", the pack's name splitting the words shown.
 */
const SHOWN_AND_NAMED = [
  // src/features/search/shelf.tsx, the popular packs row (trending-shelf.tsx)
  { shown: 'search.seeAll', name: 'camera.ranking.seeAll' },
  // src/features/search/shelf.tsx, the recently sent row (sent-shelf.tsx)
  { shown: 'search.seeAll', name: 'search.seeAllSent' },
  // src/features/search/recent-tags.tsx
  { shown: 'recentSearches.clearAll', name: 'recentSearches.clearAllLabel' },
  // src/routes/wishlist.tsx
  { shown: 'wishlist.remove', name: 'wishlist.removeLabel' },
  // src/routes/hidden.tsx
  { shown: 'hidden.recover', name: 'hidden.recoverLabel' },
  // src/routes/my-packs.tsx
  { shown: 'pack.hide', name: 'myPacks.hideLabel' },
  // src/routes/gifts.tsx
  { shown: 'gifts.accept', name: 'gifts.acceptLabel' },
  // src/features/gifts/send-gift-button.tsx (compact)
  { shown: 'gift.openShort', name: 'gift.openShortLabel' },
  // src/features/packs/pack-of-sticker-link.tsx, before the pack's name is known
  { shown: 'sent.openPack', name: 'sent.openPackLabel' },
] as const;

const words = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

describe.each(INTERFACE_LOCALES)('the %s catalogue', (locale) => {
  const catalogue = readCatalogue(locale);

  it('names each labelled control with words that start with what it shows (WCAG 2.5.3)', () => {
    // Inside the name is the rule; at its start is the advice, which a screen reader user hears
    // first and a voice user's words match at once. Found wanting on 28 Nov in Japanese (削除 named
    // 「…をウィッシュリストから削除」), Korean, German, Turkish and Chinese, and "Open pack" in most.
    const problems = SHOWN_AND_NAMED.flatMap(({ shown, name }) => {
      const visible = catalogue[shown] ?? '';
      const label = catalogue[name] ?? '';
      return words(label).startsWith(words(visible))
        ? []
        : [`${shown} "${visible}" does not start ${name} "${label}"`];
    });
    expect(problems).toEqual([]);
  });
});
