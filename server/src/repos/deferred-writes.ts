import type Database from 'better-sqlite3';
import type { ErrorLog } from '../http/error-handlers';
import { isBusy } from '../http/busy-retry';

const FLUSH_AFTER_MS = 10;
const BUSY_RETRY_MS = 25;

/**
 * Write-behind for the side effects of reads (the tag M1 records, the view M3 records): they are
 * queued, coalesced by key and committed together a few milliseconds later, so a busy read path
 * pays for one commit per batch instead of one per request. Reads of the same data call flush()
 * first, so the service always reads its own writes; shutdown must call flush() too. A batch
 * that finds the database busy goes back in the queue (a newer write of a key wins) and is tried
 * again from a timer, never by waiting on the event loop.
 */
export function createDeferredWrites(db: Database.Database, log: ErrorLog) {
  const pending = new Map<string, () => void>();
  let scheduled = false;
  const commit = db.transaction((writes: (() => void)[]) => {
    for (const write of writes) write();
  });

  function schedule(afterMs: number): void {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      try {
        flush();
      } catch (error) {
        if (!isBusy(error)) log('deferred writes failed', error);
      }
    }, afterMs).unref();
  }

  function flush(): void {
    if (pending.size === 0) return;
    const batch = [...pending];
    pending.clear();
    try {
      commit(batch.map(([, write]) => write));
    } catch (error) {
      if (isBusy(error)) {
        for (const [key, write] of batch) if (!pending.has(key)) pending.set(key, write);
        schedule(BUSY_RETRY_MS);
      }
      throw error;
    }
  }

  return {
    /** Queues `write`; a later write with the same key replaces it (each carries its time). */
    defer(key: string, write: () => void): void {
      pending.set(key, write);
      schedule(FLUSH_AFTER_MS);
    },
    flush,
  };
}

export type DeferredWrites = ReturnType<typeof createDeferredWrites>;
