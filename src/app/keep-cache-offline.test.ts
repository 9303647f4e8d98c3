import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { clear, keys, setMany } from 'idb-keyval';
import { beforeEach, expect, it, vi } from 'vitest';
import { CACHE_VERSION } from '../api/persistence/persist-cache';
import { cacheStore } from '../api/persistence/user-persister';
import { CACHE_MAX_AGE_MS, createQueryClient } from '../api/query-client';
import { updateSettings } from '../lib/settings';
import { keepCacheOffline } from './keep-cache-offline';

const HOUR_MS = 60 * 60 * 1000;
const saved = (buster: string, ageMs: number): PersistedClient => ({
  buster,
  timestamp: Date.now() - ageMs,
  clientState: { queries: [], mutations: [] },
});

beforeEach(() => clear(cacheStore()));

it('deletes at start the lists of users not shown again once they are too old, or of another build, to be restored', async () => {
  updateSettings({ userId: 'shown-now' });
  await setMany(
    [
      ['user:shown-now', saved(CACHE_VERSION, HOUR_MS)],
      ['user:yesterday', saved(CACHE_VERSION, HOUR_MS)],
      ['user:last-week', saved(CACHE_VERSION, CACHE_MAX_AGE_MS + HOUR_MS)],
      ['user:old-build', saved('sticker-browser-0', HOUR_MS)],
      // The tabs' waiting writes are kept for a week, and by tab-writes.ts: never touched here.
      ['writes:a-closed-tab', saved('sticker-browser-0', CACHE_MAX_AGE_MS + HOUR_MS)],
    ],
    cacheStore(),
  );

  await keepCacheOffline(createQueryClient(), { now: true });
  await vi.waitFor(
    async () =>
      expect((await keys(cacheStore())).sort()).toEqual([
        'user:shown-now',
        'user:yesterday',
        'writes',
        'writes:a-closed-tab',
      ]),
    { timeout: 4000 },
  );
});
