import type { ReactNode } from 'react';
import type { PackageDetail } from '../../../contract';
import { Badge } from '../../components/ui/badge';
import { ChipLink } from '../../components/ui/chip';
import type { BadgeTone } from '../../components/ui/badge';
import { RichMessage, t, useLocale, useT } from '../../i18n';
import { artistName } from './artist-name';
import { packLanguageName } from '../../lib/pack-language';
import { HERO_SIZE, heroImageSources } from './hero-image';
import { DARK_ART_HALO_CLASS, markImageFailed } from '../../components/stickers/tile-image';
import { splitPackName } from '../../components/pack-name';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion';
import { ArtSetBadge, PackTitle } from './pack-title';

/** What the service's names put before an art set (pack-name.ts): part of the name, not a word. */

/** The badges above a pack's title, in order. */
function packBadges(pack: PackageDetail, locale: string): { tone: BadgeTone; text: string }[] {
  const badges: { tone: BadgeTone; text: string }[] = [];
  if (pack.packageAnimated === 'Y') badges.push({ tone: 'accent', text: t('pack.animated') });
  if (pack.isNew === 'Y') badges.push({ tone: 'success', text: t('pack.new') });
  if (pack.language)
    badges.push({ tone: 'neutral', text: packLanguageName(pack.language, locale) });
  return badges;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

type PackHeroProps = {
  pack: PackageDetail;
  actions: ReactNode;
  /** A category's name in the interface language (the service sends English ones). */
  nameOfCategory: (category: string) => string;
};

export function PackHero({ pack, actions, nameOfCategory }: PackHeroProps) {
  const t = useT();
  const locale = useLocale();
  const reduceMotion = usePrefersReducedMotion();
  const { src, srcSet } = heroImageSources(pack.packageImg, reduceMotion);
  const categories = splitList(pack.packageCategory);
  const keywords = splitList(pack.packageKeywords);
  const { title, artSet } = splitPackName(pack.packageName);

  return (
    <section className="mb-8 flex flex-col gap-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:flex-row sm:p-6">
      <img
        src={src}
        srcSet={srcSet}
        alt={t('pack.cover', { name: pack.packageName })}
        width={HERO_SIZE}
        height={HERO_SIZE}
        fetchPriority="high"
        onError={markImageFailed}
        className={`${DARK_ART_HALO_CLASS} size-32 shrink-0 self-center rounded-3xl bg-sunken object-contain p-3 sm:size-40 sm:self-start`}
      />
      <div className="min-w-0 flex-1">
        <div className="mb-2 flex flex-wrap gap-1.5">
          {packBadges(pack, locale).map((badge) => (
            <Badge key={badge.text} tone={badge.tone}>
              {/* A language from the server may be one long word: it wraps within the badge. */}
              <span className="min-w-0 wrap-anywhere">{badge.text}</span>
            </Badge>
          ))}
          {/* The art set apart from the name; the heading still reads it, once. */}
          {artSet ? <ArtSetBadge artSet={artSet} /> : null}
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          <PackTitle title={title} artSet={artSet} language={pack.language} />
        </h1>
        <p className="mt-1 text-base">
          <span className="text-muted">
            <RichMessage
              id="pack.byArtist"
              values={{ artist: artistName(pack.artistName) }}
              components={{ 0: <bdi className="font-semibold text-fg" /> }}
            />
          </span>
          {/* The licence moves to the next line as one piece (CC-BY-SA 4.0 broke at its hyphen);
              one longer than a line still wraps inside. */}
          {pack.license ? (
            <>
              {' '}
              <span className="inline-block max-w-full break-words text-muted">
                {t('pack.license', { license: pack.license })}
              </span>
            </>
          ) : null}
        </p>
        {categories.length > 0 ? (
          <div className="mt-4">
            <h2 className="sr-only">{t('nav.categories')}</h2>
            <ul className="flex flex-wrap gap-2">
              {categories.map((c) => (
                <li key={c}>
                  <ChipLink to={`/categories/${encodeURIComponent(c)}`}>
                    <bdi className="min-w-0 wrap-anywhere">{nameOfCategory(c)}</bdi>
                  </ChipLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {keywords.length > 0 ? (
          <p className="mt-3 flex flex-wrap gap-x-2 text-sm break-all text-muted">
            <span className="sr-only">{t('pack.keywordsLabel')}</span>
            {/* Each tag isolated, so a right-to-left tag keeps its # on its own side. */}
            {keywords.map((k) => (
              <bdi key={k}>#{k}</bdi>
            ))}
          </p>
        ) : null}
        {/* On a phone each row of buttons fills the width, rather than a ragged stack. */}
        <div className="mt-5 flex flex-wrap gap-2 max-sm:[&>button]:grow">{actions}</div>
      </div>
    </section>
  );
}
