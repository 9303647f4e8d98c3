import { prng } from '../vocabulary';
import { PACKS, STICKERS_PER_PACK } from '../synthetic-catalogue';

export interface MixRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
}

const M = '/api/messenger/v1';
const C = '/api/camera/v1';

/**
 * One request of the mixed load: 70 % reads (search, pack info, rankings, lists) and 30 %
 * writes (downloads, wishes, uses, sends), by many users over the whole catalogue; `writeShare`
 * changes the share of writes.
 */
export function createMix(words: readonly string[], seed = 11, writeShare = 0.3): () => MixRequest {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const user = () => `mix-${Math.floor(random() * 5000)}`;
  const pack = () => 1 + Math.floor(random() * PACKS);
  const sticker = () => pack() * 100 + 1 + Math.floor(random() * STICKERS_PER_PACK);
  const reads: (() => string)[] = [
    () =>
      `${M}/search?q=${encodeURIComponent(pick(words).slice(0, 2 + Math.floor(random() * 4)))}&userId=${user()}`,
    () => `${M}/package/${pack()}?userId=${user()}`,
    () => `${M}/package/${pack()}?userId=${user()}`,
    () => `${C}/package?userId=${user()}&date=${pick(['', 'Daily', 'Weekly', 'Monthly'])}`,
    () => `${M}/mysticker/${user()}`,
    () => `${M}/download/${user()}`,
    () => `${M}/wish/${user()}`,
    () => `${C}/sticker/frequently?userId=${user()}`,
    () => `${M}/category`,
    () => `${M}/search/recent?userId=${user()}`,
  ];
  const writes: (() => MixRequest)[] = [
    () => ({ method: 'POST', path: `${M}/download/${pack()}?userId=${user()}` }),
    () => ({ method: 'PUT', path: `${M}/wish/${pack()}?userId=${user()}` }),
    () => ({ method: 'POST', path: `${C}/analytics/send/${sticker()}?userId=${user()}` }),
    () => ({ method: 'POST', path: `${M}/analytics/send/${sticker()}?userId=${user()}` }),
  ];
  return () =>
    random() < 1 - writeShare ? { method: 'GET', path: pick(reads)() } : pick(writes)();
}
