/**
 * An address typed or shared with a trailing slash (/camera/) is the page without it, as the
 * routes match it; the menu marks the page it is on by that address.
 */
export function withoutTrailingSlash(): void {
  const { pathname, search, hash } = window.location;
  if (pathname.length < 2 || !pathname.endsWith('/')) return;
  const tidy = `${pathname.replace(/\/+$/, '') || '/'}${search}${hash}`;
  window.history.replaceState(window.history.state, '', tidy);
}
