// Any http(s) origin: a relative URL resolves to it, as it would against the page (served over http(s)).
const RELATIVE_BASE = 'https://relative.invalid/';

/**
 * Whether a URL from the service may be loaded, linked to or downloaded: http(s), or relative
 * (to the page, as the app has always taken them). `javascript:`, `data:` and the rest are not:
 * the browser's own URL parser decides, so `java\tscript:` or ` JAVASCRIPT:` count as what they are.
 */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, RELATIVE_BASE);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
