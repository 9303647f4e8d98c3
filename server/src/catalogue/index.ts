import type Database from 'better-sqlite3';

/** The userId whose lists are filled on first start, so every route shows something. */
export const DEMO_USER_ID = 'demo';

/**
 * Fills categories, packages, stickers and keywords from the art packages, once (no-op when the
 * catalogue is already there). Placeholder until the catalogue builder lands.
 */
export function seedCatalogue(db: Database.Database): void {
  void db;
}

/** Gives DEMO_USER_ID owned, hidden, wished, gifted, viewed and sent history (no-op if present). */
export function seedDemoUser(db: Database.Database): void {
  void db;
}
