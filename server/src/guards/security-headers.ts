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
 * Hono's secureHeaders for pages and JSON alike: scripts only from this origin or the page's own
 * inline scripts by hash, no framing, no MIME sniffing. Resources may be read cross-origin
 * (images in another origin's pages, the API with CORS).
 */
export function securityHeaders(
  scriptHashes: readonly string[],
  publicUrl: string,
): MiddlewareHandler {
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
  });
}
