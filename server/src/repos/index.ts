import type Database from 'better-sqlite3';
import { createCameraRepo } from './camera-repo';
import { createCatalogueRepo } from './catalogue-repo';
import { createGiftRepo } from './gift-repo';
import { createHistoryRepo } from './history-repo';
import { createLibraryRepo } from './library-repo';
import { createSearchRepo } from './search-repo';
import { createWishRepo } from './wish-repo';

/** Prepares every statement once per app. */
export function createRepos(db: Database.Database) {
  const library = createLibraryRepo(db);
  return {
    catalogue: createCatalogueRepo(db),
    search: createSearchRepo(db),
    history: createHistoryRepo(db),
    library,
    wishes: createWishRepo(db),
    gifts: createGiftRepo(db, library),
    camera: createCameraRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
