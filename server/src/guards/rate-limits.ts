import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from '../http/envelope';
import { requestHeader } from '../http/request-header';
import { clientAddress } from './client-address';

export interface RateLimits {
  /** Requests a window: writes per API key, writes per client address, images per address. */
  writesPerKey: number;
  writesPerClient: number;
  imagesPerClient: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  writesPerKey: 6000,
  writesPerClient: 600,
  imagesPerClient: 3000,
  windowMs: 60_000,
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function limiter(
  limit: number,
  windowMs: number,
  keyOf: (c: Context) => string,
  skip: (c: Context) => boolean,
): MiddlewareHandler {
  return rateLimiter({
    windowMs,
    limit,
    keyGenerator: keyOf,
    skip,
    // The spec shows no rate limits; a refusal alone says when to come back (Retry-After).
    standardHeaders: false,
    handler: (c: Context) => {
      const info = c.get('rateLimit') as { resetTime?: Date } | undefined;
      const wait = Math.max(1, Math.ceil(((info?.resetTime?.getTime() ?? 0) - Date.now()) / 1000));
      const seconds = Number.isFinite(wait) ? wait : Math.ceil(windowMs / 1000);
      return failure(429, ResultCode.tooManyRequests, `too many requests: retry in ${seconds} s`, {
        'Retry-After': String(seconds),
      });
    },
  });
}

const isRead = (c: Context) => READS.has(c.req.method);

/** Writes (POST, PUT, DELETE) limited per client address, then per API key. */
export function writeLimits({
  writesPerKey,
  writesPerClient,
  windowMs,
}: RateLimits): [MiddlewareHandler, MiddlewareHandler] {
  return [
    limiter(writesPerClient, windowMs, (c) => `client ${clientAddress(c)}`, isRead),
    limiter(writesPerKey, windowMs, (c) => `key ${requestHeader(c, 'apikey') ?? ''}`, isRead),
  ];
}

/** Images are served without a key: limited per client address. */
export const imageLimit = ({ imagesPerClient, windowMs }: RateLimits) =>
  limiter(
    imagesPerClient,
    windowMs,
    (c) => `client ${clientAddress(c)}`,
    () => false,
  );
