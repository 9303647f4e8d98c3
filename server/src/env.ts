import { existsSync } from 'node:fs';
import * as z from 'zod/mini';

/** A whole number within min..max, given as digits. */
const count = (fallback: number, max = 1_000_000_000, min = 1) =>
  z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,10}$/)),
      z.pipe(z.transform(Number), z.number().check(z.minimum(min), z.maximum(max))),
    ),
    fallback,
  );

const list = z.pipe(
  z.string(),
  z.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
);

const origin = z.pipe(
  z.string().check(
    z.regex(/^https?:\/\/[^/?#\s]+\/?$/, {
      error: 'an origin, scheme and host only (https://stickers.example), with no path',
    }),
  ),
  z.transform((value) => value.replace(/\/$/, '')),
);

const EnvSchema = z.object({
  PORT: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,5}$/)),
      z.pipe(z.transform(Number), z.number().check(z.minimum(0), z.maximum(65535))),
    ),
    8787,
  ),
  /** A second port answering only health checks, from a thread of its own; none by default. */
  HEALTH_PORT: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,5}$/)),
      z.pipe(z.transform(Number), z.number().check(z.minimum(0), z.maximum(65535))),
    ),
  ),
  STICKER_DB: z._default(z.string().check(z.minLength(1)), 'data/stickers.db'),
  /** postgres://user:password@host:port/database runs the service on PostgreSQL. */
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\/\S+$/))),
  /** Connections each service process keeps to PostgreSQL at most. */
  DATABASE_POOL_SIZE: count(10, 1000),
  STICKER_API_KEYS: z._default(list.check(z.minLength(1)), ['local-dev-key']),
  /** The origin absolute URLs in answers start with; by default http://localhost:PORT. */
  PUBLIC_URL: z.optional(origin),
  /** Origins whose pages may call the API from a browser (CORS); none by default. */
  CORS_ORIGINS: z._default(z.pipe(list, z.array(origin)), []),
  /** Requests a minute: writes per API key, writes per client address, images per address. */
  RATE_LIMIT_WRITES_PER_KEY: count(6000),
  RATE_LIMIT_WRITES_PER_CLIENT: count(600),
  RATE_LIMIT_IMAGES_PER_CLIENT: count(3000),
  BODY_LIMIT_BYTES: count(16_384),
  MAX_CONNECTIONS: count(2048, 1_000_000),
  MAX_CONNECTIONS_PER_CLIENT: count(256, 1_000_000),
  /** Animated WebP renders run at once (each holds a libuv worker thread). */
  IMAGE_RENDER_CONCURRENCY: count(2, 16),
  /** Renders that may wait for a free slot; beyond that the image route answers 503. */
  IMAGE_RENDER_QUEUE: count(48, 10_000, 0),
  SERVE_SOURCE_MAPS: z._default(
    z.pipe(
      z.string().check(z.regex(/^(true|false|1|0)$/)),
      z.transform((value) => value === 'true' || value === '1'),
    ),
    false,
  ),
});

export type Env = z.infer<typeof EnvSchema>;

/** Reads and checks the service's settings once; `.env` fills in what the shell did not set. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (source === process.env && existsSync('.env')) process.loadEnvFile('.env');
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
