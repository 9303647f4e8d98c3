import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { getMany, keys, promisifyRequest, type UseStore } from 'idb-keyval';
import { inSaveOrder } from './user-persister';

/** The entry every tab shared before tabs had entries of their own; adopted like a closed tab's. */
const SHARED_WRITES_KEY = 'writes';
const TAB_WRITES_PREFIX = 'writes:';
const TAB_LOCK_PREFIX = 'sticker-browser:tab:';
const ADOPT_LOCK = 'sticker-browser:adopt-writes';
// A tab that claims its lock says so here, so that open tabs watch it again.
const CLAIMS_CHANNEL = 'sticker-browser:tab-writes';

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
 * Web Lock, so another tab can tell them from those a closed tab left. Only then: the Web Locks
 * specification lets a browser keep a page holding a lock out of its back/forward cache. Without
 * Web Locks every tab shares one entry, as before.
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
          announceClaim(writesKey);
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

function announceClaim(writesKey: string) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CLAIMS_CHANNEL);
  channel.postMessage({ writesKey });
  channel.close();
}

/** Calls `onClaim` with the entry of each other tab that claims its lock, until `signal`. */
function listenForClaims(onClaim: (writesKey: string) => void, signal?: AbortSignal) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CLAIMS_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const { data } = event;
    if (typeof data !== 'object' || data === null || !('writesKey' in data)) return;
    if (isWritesKey(data.writesKey)) onClaim(data.writesKey);
  });
  signal?.addEventListener('abort', () => channel.close(), { once: true });
}

/** This tab's entry (see openTab). */
export function currentTab(): Tab {
  return (thisTab ??= openTab());
}

const isWritesKey = (key: unknown): key is string =>
  typeof key === 'string' && (key === SHARED_WRITES_KEY || key.startsWith(TAB_WRITES_PREFIX));

/** Which saved writes are kept, and whom to tell of those that are not. */
export type Limits = { buster: string; maxAge: number; dropped?: (count: number) => void };
type Places = { store: UseStore; limits: Limits; locks: LockManager };

/** A saved entry of writes as this build reads it; anything else (garbage, another shape) is none. */
function savedWrites(entry: unknown): PersistedClient | undefined {
  if (typeof entry !== 'object' || entry === null) return;
  const { buster, timestamp, clientState } = entry as Partial<PersistedClient>;
  const mutations: unknown = clientState?.mutations;
  const readable =
    typeof buster === 'string' &&
    typeof timestamp === 'number' &&
    Array.isArray(mutations) &&
    mutations.every(
      (mutation: unknown) =>
        typeof mutation === 'object' &&
        mutation !== null &&
        'state' in mutation &&
        typeof mutation.state === 'object' &&
        mutation.state !== null,
    );
  return readable ? (entry as PersistedClient) : undefined;
}

/** Whether saved writes are still to be sent: saved by a build that reads them, not too long ago. */
export const isKept = (entry: PersistedClient, { buster, maxAge }: Limits): boolean =>
  entry.buster === buster && entry.timestamp >= Date.now() - maxAge;

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
 * Moves the entry at `key` into `tab`'s, unless its tab holds its lock (it is open and has writes
 * waiting); answers whether it did. The move holds that lock, so a tab still open cannot save
 * writes into its entry meanwhile, and is queued with this tab's saves. What the entry held goes
 * to `take` (unless too old, or saved by another build) and into this tab's entry in one
 * transaction: a page closed midway leaves the writes in one entry, never in two or none.
 */
async function moveInto(
  tab: Tab,
  key: string,
  { store, limits: { buster, maxAge, dropped }, locks }: Places,
  take?: (writes: PersistedClient) => void,
): Promise<boolean> {
  const usable = (entry: PersistedClient | undefined): entry is PersistedClient =>
    entry !== undefined && isKept(entry, { buster, maxAge });
  const move = async () => {
    const [stored, storedOwn] = await getMany<unknown>([key, tab.writesKey], store);
    // An entry no build could read is only deleted: it would stop every start at it.
    const theirs = savedWrites(stored);
    const own = savedWrites(storedOwn);
    const count = theirs?.clientState.mutations.length ?? 0;
    if (count > 0 && !usable(theirs)) dropped?.(count);
    // An entry holding no writes is only deleted: nothing to claim this tab's lock for.
    const taken = usable(theirs) && count > 0 ? theirs : undefined;
    if (taken) {
      take?.(taken);
      await tab.claim();
    }
    await store('readwrite', (entries) => {
      if (taken) entries.put(merged(usable(own) ? [own, taken] : [taken], buster), tab.writesKey);
      entries.delete(key);
      return promisifyRequest(entries.transaction);
    });
    return true;
  };
  const lock = lockOf(key);
  let moved = false;
  await inSaveOrder(async () => {
    moved =
      lock === undefined
        ? await move()
        : await locks.request(lock, { ifAvailable: true }, (held) => (held ? move() : false));
  });
  return moved;
}

/**
 * How long a tab waits, once another tab let go of its lock, before taking its writes over: a
 * reloaded tab's new page takes its own back as it starts (and shows them waiting), where a tab
 * that took them first would send them while the reloaded one showed nothing waiting.
 */
export const TAKE_OVER_GRACE_MS = 10_000;

const graceOver = (ms: number, signal?: AbortSignal) =>
  ms <= 0
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, ms);
        signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            reject(new Error('stopped'));
          },
          { once: true },
        );
      });

/**
 * Moves the waiting writes of tabs that are closed into `tab`'s entry, in the order they were
 * made, so they are restored and sent by this tab, once. A tab still open keeps its own; once it
 * closes (a reload's page may still be closing when the new one starts), or has sent them all,
 * its entry is taken over too, `graceMs` later, and what it held is handed to `takeLater`; a tab that claims its
 * lock again is watched again. An entry is moved while holding its tab's lock, so a tab still
 * open cannot save writes into it meanwhile; one tab moves entries at a time (a lock), so two
 * tabs opened together never both take the same writes. Answers how to start watching the tabs
 * still open, once this tab has restored its own entry.
 */
export async function adoptClosedTabsWrites(
  tab: Tab,
  store: UseStore,
  limits: Limits,
  takeLater: (writes: PersistedClient) => void,
  signal?: AbortSignal,
  locks: LockManager | null = webLocks(),
  graceMs = TAKE_OVER_GRACE_MS,
): Promise<() => void> {
  if (!locks || !tab.lockName) return () => {};
  const places = { store, limits, locks };
  const watched = new Set<string>();
  // Waits for the other tab's lock to be free, without holding it: a tab waits for ADOPT_LOCK
  // only holding its own locks, or none, so two tabs never wait for each other.
  const watch = (key: string) => {
    const lock = lockOf(key);
    if (lock === undefined || key === tab.writesKey || watched.has(key)) return;
    watched.add(key);
    void locks
      .request(lock, { signal }, () => Promise.resolve())
      .then(() => graceOver(graceMs, signal))
      .then(() =>
        locks.request(ADOPT_LOCK, { signal }, () => moveInto(tab, key, places, takeLater)),
      )
      .then((moved: boolean) => {
        watched.delete(key);
        if (!moved) watch(key);
      })
      .catch(() => {
        // Stopped (the tab's saving ended), or storage failed: the next tab opened tries again.
        watched.delete(key);
      });
  };
  const stillOpen: string[] = [];
  await locks.request(ADOPT_LOCK, { signal }, async () => {
    const others = (await keys(store)).filter(isWritesKey).filter((key) => key !== tab.writesKey);
    for (const key of others) {
      if (!(await moveInto(tab, key, places))) stillOpen.push(key);
    }
  });
  // Watching starts once the tab has read its own entry back: a move during that read would
  // hand the same writes over twice, to `takeLater` and in the entry being read.
  return () => {
    listenForClaims(watch, signal);
    stillOpen.forEach(watch);
  };
}
