import type { Database } from '../src/db/database';
import { createSearchRepo } from '../src/repos/search-repo';
import { summarize } from './measure';
import type { BenchQuery } from './queries';

/**
 * The same M1 queries straight against the search repo, timed in CPU time: what a query costs
 * the service, apart from HTTP and from waiting for a core on a busy machine.
 */
export async function searchCpuTimes(db: Database, queries: readonly BenchQuery[]) {
  const search = await createSearchRepo(db);
  const times = queries.map(({ q, lang }, index) => {
    const before = process.cpuUsage();
    // A page size no HTTP query used, so the result cache cannot answer.
    search.search({ q, lang, country: 'US' }, 17 + (index % 2), 0);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  });
  return summarize(times);
}
