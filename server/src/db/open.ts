import type { Database } from './database';
import { openPostgres, type PostgresOptions } from './postgres';
import { openSqlite } from './sqlite';

export interface DatabaseSettings {
  /** postgres://… runs on PostgreSQL; without it, the SQLite file at sqlitePath. */
  databaseUrl?: string;
  sqlitePath: string;
  postgres?: PostgresOptions;
}

/** Opens and migrates the service's database on the engine the settings name. */
export function openDatabase({ databaseUrl, sqlitePath, postgres }: DatabaseSettings) {
  return databaseUrl === undefined ? openSqlite(sqlitePath) : openPostgres(databaseUrl, postgres);
}

export type { Database };
