/**
 * If-None-Match with the weak comparison RFC 9110 asks for: the compression middleware turns an
 * SVG's ETag weak, and the browser sends it back that way.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
