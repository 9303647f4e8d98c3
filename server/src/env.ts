import { existsSync } from 'node:fs';
import * as z from 'zod/mini';

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
