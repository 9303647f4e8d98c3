import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { get, getMany, keys, promisifyRequest, type UseStore } from 'idb-keyval';
import { inSaveOrder } from './user-persister';

/** The entry every tab shared before tabs had entries of their own; adopted like a closed tab's. */
const SHARED_WRITES_KEY = 'writes';
const TAB_WRITES_PREFIX = 'writes:';
const TAB_LOCK_PREFIX = 'sticker-browser:tab:';
const ADOPT_LOCK = 'sticker-browser:adopt-writes';

/**
 * A tab's entry of waiting writes, and the Web Lock that says the tab is open and still has
 * writes of its own to send. `claim` resolves once the lock is held; `letGo` gives it up.
 */
export type Tab = {
  writesKey: string;
  lockName: string | undefined;
  claim: () => Promise<void>;
  letGo: () => void;
};

const lockOf = (writesKey: string) =>
  writesKey.startsWith(TAB_WRITES_PREFIX)
    ? `${TAB_LOCK_PREFIX}${writesKey.slice(TAB_WRITES_PREFIX.length)}`
    : undefined;

let thisTab: Tab | undefined;

/** The browser's Web Locks, where it has them (every current browser; not jsdom). */
const webLocks = (): LockManager | null => ('locks' in navigator ? navigator.locks : null);

/**
 * A tab's entry of waiting writes. Each tab saves its own: a tab saving everything it holds into
 * a shared entry would drop another tab's writes. While its entry holds writes, the tab holds a
 * Web Lock, so another tab can tell them from those a closed tab left. Only then: a page holding
 * a lock is not kept in the browser's back/forward cache. Without Web Locks every tab shares one
 * entry, as before.
 */
export function openTab(locks: LockManager | null = webLocks()): Tab {
  const none = { claim: () => Promise.resolve(), letGo: () => {} };
  if (!locks) return { writesKey: SHARED_WRITES_KEY, lockName: undefined, ...none };
  const writesKey = `${TAB_WRITES_PREFIX}${crypto.randomUUID()}`;
  const lockName = lockOf(writesKey) ?? writesKey;
  type Lock = { held: Promise<void>; release?: () => void; given: boolean };
  let lock: Lock | undefined;
  return {
    writesKey,
    lockName,
    claim: () => {
      if (lock) return lock.held;
      const claimed: Lock = { held: Promise.resolve(), given: false };
      claimed.held = new Promise<void>((granted) => {
        void locks.request(lockName, () => {
          granted();
          if (claimed.given) return Promise.resolve();
          return new Promise<void>((resolve) => {
            claimed.release = resolve;
          });
        });
      });
      lock = claimed;
      return claimed.held;
    },
    letGo: () => {
      if (!lock) return;
      lock.given = true;
      lock.release?.();
      lock = undefined;
    },
  };
}

/** This tab's entry (see openTab). */
export function currentTab(): Tab {
  return (thisTab ??= openTab());
}

const isWritesKey = (key: IDBValidKey): key is string =>
  typeof key === 'string' && (key === SHARED_WRITES_KEY || key.startsWith(TAB_WRITES_PREFIX));

type Limits = { buster: string; maxAge: number };

const merged = (entries: readonly PersistedClient[], buster: string): PersistedClient => ({
  buster,
  timestamp: Math.max(...entries.map((entry) => entry.timestamp)),
  clientState: {
    queries: [],
    mutations: entries
      .flatMap((entry) => entry.clientState.mutations)
      .sort((a, b) => a.state.submittedAt - b.state.submittedAt),
  },
});

/**
 * Moves the entries at `others` into `tab`'s, and answers what they held (undefined when
 * nothing usable: too old, or saved by another build). `take` puts them in the tab's memory
 * first: a save of the tab's memory queued after that holds them, and one queued before lands
 * before the move, which is queued with the saves and written in one transaction (a page closed
 * midway leaves the writes in one entry, never in two or none).
 */
async function moveInto(
  tab: Tab,
  others: readonly string[],
  store: UseStore,
  { buster, maxAge }: Limits,
  take?: (writes: PersistedClient) => void,
): Promise<void> {
  const oldest = Date.now() - maxAge;
  const usable = (entry: PersistedClient | undefined): entry is PersistedClient =>
    entry !== undefined && entry.buster === buster && entry.timestamp >= oldest;
  const theirs = await getMany<PersistedClient | undefined>([...others], store);
  // An entry holding no writes is only deleted: nothing to claim this tab's lock for.
  const taken = theirs.filter(usable).filter((entry) => entry.clientState.mutations.length > 0);
  if (taken.length > 0) take?.(merged(taken, buster));
  await inSaveOrder(async () => {
    if (taken.length > 0) await tab.claim();
    const own = await get<PersistedClient>(tab.writesKey, store);
    await store('readwrite', (entries) => {
      if (taken.length > 0) {
        entries.put(merged(usable(own) ? [own, ...taken] : taken, buster), tab.writesKey);
      }
      for (const key of others) entries.delete(key);
      return promisifyRequest(entries.transaction);
    });
  });
}

/**
 * Moves the waiting writes of tabs that are closed into `tab`'s entry, in the order they were
 * made, so they are restored and sent by this tab, once. A tab still open keeps its own; once it
 * closes (a reload's page may still be closing when the new one starts), or has sent them all,
 * its entry is taken over too and what it held is handed to `takeLater`. One tab moves entries
 * at a time (a lock), so two tabs opened together never both take the same writes.
 */
export async function adoptClosedTabsWrites(
  tab: Tab,
  store: UseStore,
  limits: Limits,
  takeLater: (writes: PersistedClient) => void,
  signal?: AbortSignal,
  locks: LockManager | null = webLocks(),
): Promise<void> {
  if (!locks || !tab.lockName) return;
  const heldNames = async () => new Set((await locks.query()).held?.map((lock) => lock.name));
  // Waits for the other tab's lock to be free, without holding it: a tab waits for ADOPT_LOCK
  // only holding its own locks, or none, so two tabs never wait for each other.
  const watch = (key: string, lock: string) => {
    void locks
      .request(lock, { signal }, () => Promise.resolve())
      .then(() =>
        locks.request(ADOPT_LOCK, { signal }, async () => {
          if ((await heldNames()).has(lock)) return watch(key, lock);
          await moveInto(tab, [key], store, limits, takeLater);
        }),
      )
      .catch(() => {
        // Stopped (the tab's saving ended), or storage failed: the next tab opened tries again.
      });
  };
  await locks.request(ADOPT_LOCK, { signal }, async () => {
    const open = await heldNames();
    const others = (await keys(store)).filter(isWritesKey).filter((key) => key !== tab.writesKey);
    const stillOpen = others.flatMap((key) => {
      const lock = lockOf(key);
      return lock !== undefined && open.has(lock) ? [{ key, lock }] : [];
    });
    const closed = others.filter((key) => !stillOpen.some((other) => other.key === key));
    if (closed.length > 0) await moveInto(tab, closed, store, limits);
    for (const { key, lock } of stillOpen) watch(key, lock);
  });
}
