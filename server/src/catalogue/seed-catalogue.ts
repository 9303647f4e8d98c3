import type Database from 'better-sqlite3';
import { buildCatalogue } from './build-catalogue';
import { writeCatalogue } from './write-catalogue';

/** Fills the catalogue tables once; a database that already has packages is left alone. */
export function seedCatalogue(db: Database.Database): void {
  const existing = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM packages').get();
  if (existing && existing.n > 0) return;
  writeCatalogue(db, buildCatalogue());
}
