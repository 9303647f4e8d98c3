import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Database } from '../db/database';
import { openPostgres } from '../db/postgres';
import { openSqlite } from '../db/sqlite';
import { seedFixtureCatalogue } from './seed-fixture';
import { TEST_API_KEY } from './start-server';
import { freshSchema, inSchema, testDatabaseUrl } from './test-database';

export interface ServiceProcess {
  child: ChildProcess;
  origin: string;
  call(path: string, init?: RequestInit): Promise<Response>;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Where the processes' shared database is: a PostgreSQL schema or a SQLite file. */
export interface SharedDatabase {
  env: Record<string, string>;
  /** A connection of the test's own, to look at what the processes committed. */
  open(): Promise<Database>;
  remove(): void;
}

/** A fresh database several service processes can share, on the engine the tests run on. */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const url = testDatabaseUrl();
  if (url !== undefined) {
    const schemaUrl = inSchema(url, await freshSchema(url));
    return {
      env: { DATABASE_URL: schemaUrl },
      open: () => openPostgres(schemaUrl, { poolSize: 2 }),
      remove: () => undefined,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'sticker-shared-'));
  const path = join(dir, 'shared.db');
  return {
    env: { STICKER_DB: path, DATABASE_URL: '' },
    open: () => openSqlite(path),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A shared database with the fixture catalogue in it, seeded before any process starts. */
export async function seededSharedDatabase(): Promise<SharedDatabase> {
  const shared = await sharedDatabase();
  const db = await shared.open();
  await seedFixtureCatalogue(db);
  await db.close();
  return shared;
}

const SCRIPT = new URL('./service-process.ts', import.meta.url);

/** Starts service-process.ts over the shared database and waits until it listens. */
export function startServiceProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT.pathname], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    void exited.then((how) => reject(new Error(`service process ended (${how}): ${errors}`)));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const port = /^listening (\d+)$/.exec(line)?.[1];
      if (port === undefined) return;
      const origin = `http://127.0.0.1:${port}`;
      resolve({
        child,
        origin,
        exited,
        call: (path, init = {}) =>
          fetch(origin + path, {
            ...init,
            headers: { apikey: TEST_API_KEY, ...(init.headers as Record<string, string>) },
          }),
      });
    });
  });
}

/** Ends a service process (SIGTERM, or the signal given) and waits for it. */
export async function stopServiceProcess(
  service: ServiceProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (service.child.exitCode === null && service.child.signalCode === null) {
    service.child.kill(signal);
  }
  await service.exited;
}
