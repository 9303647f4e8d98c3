import { CONTROL_CHARACTER } from '../../contract/control-character';
import type { ApiGroup } from './config';
import type { CameraPackageFilters, LocaleScope, PackDetailScope, UserScope } from './keys';
import type { PathSegment, QueryParams } from './url';

/** One GET to the sticker service, before its URL is built. */
export type ApiRequest = {
  group: ApiGroup;
  path: readonly PathSegment[];
  query: QueryParams;
};

/** The longest search text the local service takes (M1 q, C2 searchText), in characters. */
export const SEARCH_TEXT_MAX = 100;

const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/**
 * Words to search as the service takes them, from a link or a paste: a tab or newline (cells
 * of a table) is a space, and what the box would not hold is cut, never half a character.
 */
export function searchTextOf(raw: string): string {
  const words = raw.replace(CONTROL_CHARACTERS, ' ').trim();
  if (words.length <= SEARCH_TEXT_MAX) return words;
  const end = /[\ud800-\udbff]/.test(words.charAt(SEARCH_TEXT_MAX - 1))
    ? SEARCH_TEXT_MAX - 1
    : SEARCH_TEXT_MAX;
  return words.slice(0, end).trimEnd();
}

// Tiles are small, so search asks for the spec's largest page: fewer round trips while scrolling.
export const SEARCH_PAGE_SIZE = 50;

/** M1, one page. */
export function searchPageRequest(
  { userId, q, lang, script, countryCode }: LocaleScope & { q: string },
  pageNumber: number,
): ApiRequest {
  return {
    group: 'messenger',
    path: ['v1', 'search'],
    // record=N (an extension; other services ignore it): results follow the typing, and the tag
    // is recorded apart, once the person commits it (recordSearchRequest).
    query: {
      userId,
      q,
      lang,
      script,
      countryCode,
      limit: SEARCH_PAGE_SIZE,
      pageNumber,
      record: 'N',
    },
  };
}

/** M1 as a commitment: one small page, recorded among the user's recent searches (M2). */
export function recordSearchRequest({
  userId,
  q,
  lang,
  countryCode,
}: LocaleScope & { q: string }): ApiRequest {
  return {
    group: 'messenger',
    path: ['v1', 'search'],
    query: { userId, q, lang, countryCode, limit: 1, pageNumber: 1 },
  };
}

/** M3; with `lang`, its keywords and sticker names in that language where the catalogue has them. */
export function packDetailRequest({
  userId,
  packageId,
  lang,
  script,
  unrecorded,
}: PackDetailScope): ApiRequest {
  const query = {
    userId,
    ...(lang === undefined ? {} : { lang, script }),
    ...(unrecorded ? { record: 'N' } : {}),
  };
  return { group: 'messenger', path: ['v1', 'package', packageId], query };
}

/** C1's filters, each one "all" unless chosen: the start page's trending packs ask with none. */
export function packageFilters(chosen: Partial<CameraPackageFilters> = {}): CameraPackageFilters {
  return {
    date: chosen.date ?? '',
    category: chosen.category ?? '',
    animated: chosen.animated ?? '',
    country: chosen.country ?? '',
    searchText: chosen.searchText ?? '',
  };
}

/** C1, one page. Empty filters mean "all", so they are sent as given; C1 takes no limit. */
export function cameraPackagesRequest(
  scope: UserScope & CameraPackageFilters,
  pageNumber: number,
): ApiRequest {
  return { group: 'camera', path: ['v1', 'package'], query: { ...scope, pageNumber } };
}
