import type { Context } from 'hono';

/** What createApp() adds to every request's env: the origin of absolute URLs in answers. */
export interface PublicUrlEnv {
  publicUrl: string;
}

/**
 * The origin image URLs start with: the service's configured PUBLIC_URL, never the request's
 * Host header (a client could write anything there).
 */
export function originOf(c: Context): string {
  return (c.env as PublicUrlEnv).publicUrl;
}
