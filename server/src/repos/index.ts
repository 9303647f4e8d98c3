import type Database from 'better-sqlite3';
import type { ErrorLog } from '../http/error-handlers';
import { createCameraRepo } from './camera-repo';
import { createCatalogueRepo } from './catalogue-repo';
import { createDeferredWrites } from './deferred-writes';
import { createGiftRepo } from './gift-repo';
import { createHistoryRepo } from './history-repo';
import { createLibraryRepo } from './library-repo';
import { createSearchRepo } from './search-repo';
import { createUserFlags } from './user-flags';
import { createWishRepo } from './wish-repo';

/** Prepares every statement once per app. */
export function createRepos(db: Database.Database, log: ErrorLog) {
  // SQLite's lower() and NOCASE fold ASCII only; tags and filters are compared in any script.
  db.function('casefold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const deferred = createDeferredWrites(db, log);
  const userFlags = createUserFlags(db);
  const library = createLibraryRepo(db, deferred, userFlags);
  return {
    catalogue: createCatalogueRepo(db),
    userFlags,
    search: createSearchRepo(db),
    history: createHistoryRepo(db, deferred),
    library,
    wishes: createWishRepo(db, userFlags),
    gifts: createGiftRepo(db, library),
    camera: createCameraRepo(db),
    flushWrites: deferred.flush,
  };
}

export type Repos = ReturnType<typeof createRepos>;
