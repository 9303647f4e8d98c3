import type { Database } from '../db/database';
import { createCameraRepo } from './camera-repo';
import { createCatalogueRepo } from './catalogue-repo';
import { createGiftRepo } from './gift-repo';
import { createHistoryRepo } from './history-repo';
import { createLibraryRepo } from './library-repo';
import { createSearchRepo } from './search-repo';
import { createTrendsRepo } from './trends-repo';
import { createWishRepo } from './wish-repo';

/**
 * Every repository over one database. Only catalogue data is cached in the process; all user
 * state is read from and committed to the database, which other service processes share.
 */
export async function createRepos(db: Database) {
  const library = createLibraryRepo(db);
  const search = await createSearchRepo(db);
  return {
    catalogue: await createCatalogueRepo(db),
    search,
    history: createHistoryRepo(db),
    library,
    wishes: createWishRepo(db),
    gifts: createGiftRepo(db, library),
    camera: createCameraRepo(db, (text) => search.packsMatching(text)),
    trends: createTrendsRepo(db),
  };
}

export type Repos = Awaited<ReturnType<typeof createRepos>>;
