import type { ReactNode } from 'react';
import { imageSrcSet } from '../../api';
import type { PackageDetail } from '../../api/schemas';
import { Badge } from '../../components/ui/badge';
import { ChipLink } from '../../components/ui/chip';
import {
  ARTIST_CLASS,
  BADGES_CLASS,
  COVER_CLASS,
  coverAlt,
  HERO_CLASS,
  HERO_SIZE,
  packBadges,
  TITLE_CLASS,
} from './pack-hero-parts';

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function PackHero({ pack, actions }: { pack: PackageDetail; actions: ReactNode }) {
  const { src, srcSet } = imageSrcSet(pack.packageImg, HERO_SIZE);
  const categories = splitList(pack.packageCategory);
  const keywords = splitList(pack.packageKeywords);

  return (
    <section className={HERO_CLASS}>
      <img
        src={src}
        srcSet={srcSet}
        alt={coverAlt(pack.packageName)}
        width={HERO_SIZE}
        height={HERO_SIZE}
        fetchPriority="high"
        className={COVER_CLASS}
      />
      <div className="min-w-0 flex-1">
        <div className={BADGES_CLASS}>
          {packBadges(pack).map((badge) => (
            <Badge key={badge.text} tone={badge.tone}>
              {badge.text}
            </Badge>
          ))}
        </div>
        <h1 className={TITLE_CLASS}>{pack.packageName}</h1>
        <p className={ARTIST_CLASS}>
          <span className="text-muted">by </span>
          <span className="font-semibold">{pack.artistName}</span>
          {pack.license ? <span className="text-muted"> · {pack.license}</span> : null}
        </p>
        {categories.length > 0 ? (
          <div className="mt-4">
            <h2 className="sr-only">Categories</h2>
            <ul className="flex flex-wrap gap-2">
              {categories.map((c) => (
                <li key={c}>
                  <ChipLink to={`/categories/${encodeURIComponent(c)}`}>{c}</ChipLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {keywords.length > 0 ? (
          <p className="mt-3 text-sm text-muted">
            <span className="sr-only">Keywords: </span>
            {keywords.map((k) => `#${k}`).join('  ')}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-2">{actions}</div>
      </div>
    </section>
  );
}
