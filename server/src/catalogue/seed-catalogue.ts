import { seedAlone } from '../db/bulk';
import type { Database } from '../db/database';
import { buildCatalogue } from './build-catalogue';
import { writeCatalogue } from './write-catalogue';

/** Fills the catalogue tables once; a database that already has packages is left alone. */
export function seedCatalogue(db: Database): Promise<void> {
  return seedAlone(db, async (trx) => {
    const existing = await trx.selectFrom('packages').select('package_id').limit(1).execute();
    if (existing.length > 0) return;
    await writeCatalogue(trx, buildCatalogue());
  });
}
