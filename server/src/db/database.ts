import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Engine } from './engine';
import type { Tables } from './schema';

/** The service's database on either engine, behind one Kysely instance. */
export interface Database {
  readonly engine: Engine;
  readonly kysely: Kysely<Tables>;
  /** The SQLite file, when there is one: image renders are kept beside it. */
  readonly file?: string;
  /** The driver's own handle on SQLite (WAL checkpoints, the catalogue's tests). */
  readonly sqlite?: BetterSqlite3.Database;
  /**
   * A trivial query that does not wait behind the routes' queries (health checks): on PostgreSQL
   * over a connection outside the pool, given up after `timeoutMs`.
   */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export type { Engine };
