// Without React: shared by PackHero and the early script (src/boot/early-pack.ts), whose hero
// must look exactly like the app's until the app replaces it.
import type { BadgeTone } from '../../components/ui/badge-classes';

export const HERO_SIZE = 160;

export const HERO_CLASS =
  'mb-8 flex flex-col gap-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:flex-row sm:p-6';

export const COVER_CLASS =
  'size-32 shrink-0 self-center rounded-3xl bg-sunken object-contain p-3 sm:size-40 sm:self-start';

export const TITLE_CLASS = 'text-2xl font-bold tracking-tight break-words sm:text-3xl';

type BadgeFacts = { packageAnimated?: string; isNew?: string; language?: string };

/** The badges above a pack's title, in order. */
export function packBadges(pack: BadgeFacts): { tone: BadgeTone; text: string }[] {
  const badges: { tone: BadgeTone; text: string }[] = [];
  if (pack.packageAnimated === 'Y') badges.push({ tone: 'accent', text: 'Animated' });
  if (pack.isNew === 'Y') badges.push({ tone: 'success', text: 'New' });
  if (pack.language) badges.push({ tone: 'neutral', text: pack.language });
  return badges;
}

export function coverAlt(packageName: string): string {
  return `${packageName} cover`;
}

export const BADGES_CLASS = 'mb-2 flex flex-wrap gap-1.5';

export const ARTIST_CLASS = 'mt-1 text-base';
