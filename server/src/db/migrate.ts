import type BetterSqlite3 from 'better-sqlite3';
import { Migrator, sql, type Kysely } from 'kysely';
import type { Engine } from './engine';
import { LEGACY_SQLITE_VERSION, migrationsFor } from './migrations';

const TABLE = 'kysely_migration';

/**
 * A SQLite file made before Kysely's migrator kept its version in PRAGMA user_version; at the
 * last of those versions its schema is '0001-schema', recorded here as applied.
 */
function carryOverLegacy(sqlite: BetterSqlite3.Database): void {
  const version = sqlite.pragma('user_version', { simple: true }) as number;
  if (version === 0) return;
  if (version !== LEGACY_SQLITE_VERSION) {
    throw new Error(
      `database schema version ${version} is too old to carry over: delete the file to re-seed it`,
    );
  }
  sqlite.transaction(() => {
    sqlite.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (
      name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`);
    sqlite
      .prepare(`INSERT OR IGNORE INTO ${TABLE} (name, timestamp) VALUES (?, ?)`)
      .run('0001-schema', new Date().toISOString());
    sqlite.pragma('user_version = 0');
  })();
}

async function currentSchema<T>(db: Kysely<T>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('the connection has no schema to create tables in');
  return schema;
}

/** Runs every migration not yet applied; running it again changes nothing. */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  engine: Engine,
  sqlite?: BetterSqlite3.Database,
): Promise<void> {
  if (sqlite) carryOverLegacy(sqlite);
  const migrations = migrationsFor(engine);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Kysely looks for its table in every schema unless told which: another schema's would do.
    ...(engine === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const cause = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
}
