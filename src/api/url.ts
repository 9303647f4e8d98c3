import { apiBaseUrls, type ApiGroup } from './config';

export type PathSegment = string | number;
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/**
 * Joins the base URL, the path segments and the query. Every segment and query value is
 * percent-encoded here and nowhere else, so callers pass raw values such as a userId `a b/c?d`.
 */
export function buildUrl(
  group: ApiGroup,
  path: readonly PathSegment[],
  query: QueryParams = {},
): string {
  const base = apiBaseUrls[group].replace(/\/+$/, '');
  const pathname = path.map((segment) => encodeURIComponent(String(segment))).join('/');
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  const relative = `${base}/${pathname}${search ? `?${search}` : ''}`;
  return resolveAgainstPage(relative);
}

// fetch outside a browser (tests, SSR tools) rejects relative URLs; the page's base gives them an origin.
function resolveAgainstPage(url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (typeof document === 'undefined') return url;
  return new URL(url, document.baseURI).href;
}
