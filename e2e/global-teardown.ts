import { rmSync } from 'node:fs';

/** Deletes the run's temporary database (about 170 MB with its WAL); the webServer stops next. */
export default function globalTeardown(): void {
  const path = process.env.E2E_DB;
  if (!path || process.env.E2E_DB_TEMPORARY !== '1') return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
