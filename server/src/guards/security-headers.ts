import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of each inline script of a page ('sha256-…'), in the order they appear. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/**
 * The hashes of the built app's inline scripts, read from the file when the service starts (the
 * build decides what is inlined), or none when the app is not built.
 */
export function inlineScriptHashesOf(indexFile: string): string[] {
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}

/**
 * Hono's secureHeaders for pages: scripts only from this origin or the page's own inline scripts
 * by hash, no framing, no MIME sniffing. A header a route set itself is kept.
 */
function documentHeaders(scriptHashes: readonly string[], publicUrl: string): MiddlewareHandler {
  const self = ["'self'", publicUrl];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [...self, 'data:', 'blob:'],
      connectSrc: self,
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginEmbedderPolicy: false,
    overwrite: false,
  });
}

/**
 * JSON, images, scripts and the tab icon are never a page: they get what protects a resource (no MIME
 * sniffing, nothing loaded or framed if one is opened as a document, HTTPS only), not the page's
 * policy and its document-only headers, which over HTTP/1.1 would cost every image about 1 kB.
 * An image's own CSP (SVG may style itself) is kept. Resources may be read cross-origin.
 */
function resourceHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xContentTypeOptions: 'nosniff',
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
}

const isPage = (response: Response) =>
  response.headers.get('Content-Type')?.startsWith('text/html') ?? false;
const answered = () => Promise.resolve();

/** Security headers for each answer: a page's set on HTML, a resource's on everything else. */
export function securityHeaders(
  scriptHashes: readonly string[],
  publicUrl: string,
): MiddlewareHandler {
  const forDocument = documentHeaders(scriptHashes, publicUrl);
  const forResource = resourceHeaders();
  return async (c, next) => {
    await next();
    // A 304 carries nothing: a browser would merge what it carried into the stored answer's
    // headers, and whether that answer is a page a 304 does not say.
    if (c.res.status === 304) return;
    // Both sets only add headers once the route has answered; which one is known only then.
    await (isPage(c.res) ? forDocument : forResource)(c, answered);
  };
}
