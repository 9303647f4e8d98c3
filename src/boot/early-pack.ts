import { imageSrcSet } from '../api/image-src-set';
import { badgeClass } from '../components/ui/badge-classes';
import {
  ARTIST_CLASS,
  BADGES_CLASS,
  COVER_CLASS,
  coverAlt,
  HERO_CLASS,
  HERO_SIZE,
  packBadges,
  TITLE_CLASS,
} from '../features/packs/pack-hero-parts';
import { element } from './dom';
import type { EarlyPaint } from './early-paint-types';

type EarlyPack = {
  packageName: string;
  packageImg: string;
  artistName: string;
  license: string;
  packageAnimated: string;
  isNew: string;
  language: string;
};

/**
 * M3's pack, read without the app's schemas (they load later): only what the hero's top shows,
 * and nothing when the answer has an unexpected shape, in which case the app renders the page.
 */
export function readPack(json: unknown): EarlyPack | null {
  const pack = (json as { body?: { package?: unknown } } | null)?.body?.package;
  if (typeof pack !== 'object' || pack === null) return null;
  const text = (key: string) => {
    const value = (pack as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  };
  const read = {
    packageName: text('packageName'),
    packageImg: text('packageImg'),
    artistName: text('artistName'),
    license: text('license'),
    packageAnimated: text('packageAnimated'),
    isNew: text('isNew'),
    language: text('language'),
  };
  return read.packageName && read.packageImg && read.artistName ? read : null;
}

/**
 * Puts the pack's cover, badges, title and artist (always shown: a copyright requirement) in
 * place of the hero's skeleton, as PackHero draws them. The app adds the categories, keywords
 * and actions below the artist when it takes over, so what is painted here does not move.
 */
export function paintPackHero(frame: ParentNode, json: unknown): EarlyPaint | null {
  const pack = readPack(json);
  const loading = frame.querySelector('main [role="status"]');
  const heroSkeleton = loading?.querySelector(':scope > div');
  if (!pack || !loading || !heroSkeleton) return null;

  const { src, srcSet } = imageSrcSet(pack.packageImg, HERO_SIZE);
  const cover = element('img', {
    srcset: srcSet,
    src,
    alt: coverAlt(pack.packageName),
    width: String(HERO_SIZE),
    height: String(HERO_SIZE),
    fetchpriority: 'high',
    class: COVER_CLASS,
  });
  const artist = element(
    'p',
    { class: ARTIST_CLASS },
    element('span', { class: 'text-muted' }, 'by '),
    element('span', { class: 'font-semibold' }, pack.artistName),
  );
  if (pack.license) artist.append(element('span', { class: 'text-muted' }, ` · ${pack.license}`));
  const badges = packBadges(pack).map(({ tone, text }) =>
    element('span', { class: badgeClass(tone) }, text),
  );
  const hero = element(
    'section',
    { class: HERO_CLASS },
    cover,
    element(
      'div',
      { class: 'min-w-0 flex-1' },
      element('div', { class: BADGES_CLASS }, ...badges),
      element('h1', { class: TITLE_CLASS }, pack.packageName),
      artist,
    ),
  );
  // Out of the loading region: the pack's name is content, not a loading announcement.
  loading.before(hero);
  heroSkeleton.remove();
  return { layout: () => ({ firstImages: [cover], reveal: () => undefined }) };
}
