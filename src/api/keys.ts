/**
 * Query keys, general → specific. Filters are objects so a partial object matches (e.g.
 * `{ packageId }` finds a pack's detail for every user). Every user-scoped key carries userId.
 */

import type { Naming } from '../lib/naming';

export type UserScope = { userId: string };
/**
 * A search language, or the language stickers are named in (M4, C2–C4: extensions of the local
 * service); `script` (Hans or Hant) says how its Chinese words are written.
 */
export type WordScope = UserScope & Naming;
export type LocaleScope = WordScope & { countryCode: string };
/**
 * A pack's M3 answer; `lang` (an extension of the local service) names its keywords' language.
 * `unrecorded`: read for a name or a sticker shown elsewhere, not the pack opened, so it asks the
 * service not to record a view (record=N, another extension; other services ignore it).
 */
export type PackDetailScope = UserScope &
  Partial<Naming> & { packageId: number; unrecorded?: true };

export type PackListKind = 'mine' | 'hidden' | 'wishlist' | 'downloads' | 'recent';

export type CameraPackageFilters = {
  date: string;
  category: string;
  animated: '' | 'Y' | 'N';
  country: string;
  searchText: string;
};

export const stickerKeys = {
  all: ['stickers'] as const,
  searches: () => [...stickerKeys.all, 'search'] as const,
  search: (scope: LocaleScope & { q: string }) => [...stickerKeys.searches(), scope] as const,
  recentSearches: (scope: UserScope) => [...stickerKeys.all, 'recent-searches', scope] as const,
  sentAll: () => [...stickerKeys.all, 'sent'] as const,
  /** A user's sent stickers in every naming language when `lang` is left out (invalidation). */
  sent: (scope: UserScope & Partial<WordScope>) => [...stickerKeys.sentAll(), scope] as const,
  trending: (scope: WordScope) => [...stickerKeys.all, 'trending', scope] as const,
  suggestions: (scope: WordScope & { q: string }) =>
    [...stickerKeys.all, 'suggest', scope] as const,
};

export const packKeys = {
  all: ['packs'] as const,
  lists: () => [...packKeys.all, 'list'] as const,
  listsOf: (kind: PackListKind) => [...packKeys.lists(), kind] as const,
  list: (kind: PackListKind, scope: UserScope) => [...packKeys.listsOf(kind), scope] as const,
  details: () => [...packKeys.all, 'detail'] as const,
  detail: (scope: PackDetailScope) => [...packKeys.details(), scope] as const,
};

export const giftKeys = {
  all: ['gifts'] as const,
  receivedAll: () => [...giftKeys.all, 'received'] as const,
  received: (scope: UserScope) => [...giftKeys.receivedAll(), scope] as const,
  sentAll: () => [...giftKeys.all, 'sent'] as const,
  sent: (scope: UserScope) => [...giftKeys.sentAll(), scope] as const,
};

/** M14 takes no userId: categories are the same for everyone. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

export const cameraKeys = {
  all: ['camera'] as const,
  packagesAll: () => [...cameraKeys.all, 'packages'] as const,
  packages: (scope: UserScope & CameraPackageFilters) =>
    [...cameraKeys.packagesAll(), scope] as const,
  search: (scope: WordScope & { searchText: string }) =>
    [...cameraKeys.all, 'search', scope] as const,
  frequentAll: () => [...cameraKeys.all, 'frequent'] as const,
  frequent: (scope: UserScope & Partial<WordScope>) =>
    [...cameraKeys.frequentAll(), scope] as const,
  reactionsAll: () => [...cameraKeys.all, 'reactions'] as const,
  reactions: (scope: WordScope) => [...cameraKeys.reactionsAll(), scope] as const,
};

export const mutationKeys = {
  toggleWish: ['packs', 'toggle-wish'] as const,
  toggleHidden: ['packs', 'toggle-hidden'] as const,
  confirmGift: ['gifts', 'confirm'] as const,
  sendGift: ['gifts', 'send'] as const,
  downloadPack: ['packs', 'download'] as const,
  registerSend: ['stickers', 'register-send'] as const,
  registerUsage: ['camera', 'register-usage'] as const,
};

/** The userId a key is scoped to: user-scoped keys end with an object holding it. */
export function keyUserId(queryKey: readonly unknown[]): string | undefined {
  const last = queryKey[queryKey.length - 1];
  if (typeof last !== 'object' || last === null || !('userId' in last)) return undefined;
  return typeof last.userId === 'string' ? last.userId : undefined;
}
