import type Database from 'better-sqlite3';
import type { ErrorLog } from '../http/error-handlers';

const FLUSH_AFTER_MS = 10;

/**
 * Write-behind for the side effects of reads (the tag M1 records, the view M3 records): they are
 * queued, coalesced by key and committed together a few milliseconds later, so a busy read path
 * pays for one commit per batch instead of one per request. Reads of the same data call flush()
 * first, so the service always reads its own writes; shutdown must call flush() too.
 */
export function createDeferredWrites(db: Database.Database, log: ErrorLog) {
  const pending = new Map<string, () => void>();
  let scheduled = false;
  const commit = db.transaction((writes: (() => void)[]) => {
    for (const write of writes) write();
  });

  function flush(): void {
    if (pending.size === 0) return;
    const writes = [...pending.values()];
    pending.clear();
    commit(writes);
  }

  return {
    /** Queues `write`; a later write with the same key replaces it (each carries its time). */
    defer(key: string, write: () => void): void {
      pending.set(key, write);
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        scheduled = false;
        try {
          flush();
        } catch (error) {
          log('deferred writes failed', error);
        }
      }, FLUSH_AFTER_MS).unref();
    },
    flush,
  };
}

export type DeferredWrites = ReturnType<typeof createDeferredWrites>;
