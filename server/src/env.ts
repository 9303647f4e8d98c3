import { existsSync } from 'node:fs';
import * as z from 'zod/mini';

/** A whole number within min..max, given as digits. */
const count = (fallback: number, min: number, max: number) =>
  z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,6}$/)),
      z.pipe(z.transform(Number), z.number().check(z.minimum(min), z.maximum(max))),
    ),
    fallback,
  );

const EnvSchema = z.object({
  PORT: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,5}$/)),
      z.pipe(z.transform(Number), z.number().check(z.minimum(0), z.maximum(65535))),
    ),
    8787,
  ),
  STICKER_DB: z._default(z.string().check(z.minLength(1)), 'data/stickers.db'),
  STICKER_API_KEYS: z._default(
    z
      .pipe(
        z.string(),
        z.transform((value) =>
          value
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean),
        ),
      )
      .check(z.minLength(1)),
    ['local-dev-key'],
  ),
  /** Animated WebP renders run at once (each holds a libuv worker thread). */
  IMAGE_RENDER_CONCURRENCY: count(2, 1, 16),
  /** Renders that may wait for a free slot; beyond that the image route answers 503. */
  IMAGE_RENDER_QUEUE: count(48, 0, 10_000),
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
