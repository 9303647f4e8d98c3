import type Database from 'better-sqlite3';
import { createSearchRepo } from '../src/repos/search-repo';
import { summarize } from './measure';
import type { BenchQuery } from './queries';

/**
 * The same M1 queries straight against the search repo, timed in CPU time: what a query costs
 * the service, apart from HTTP and from waiting for a core on a busy machine.
 */
export function searchCpuTimes(db: Database.Database, queries: readonly BenchQuery[]) {
  const search = createSearchRepo(db);
  const times = queries.map(({ q, lang }, index) => {
    const before = process.cpuUsage();
    // A page size no HTTP query used, so the result cache cannot answer.
    search.search({ q, lang, country: 'US' }, 17 + (index % 2), 0);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  });
  return summarize(times);
}
