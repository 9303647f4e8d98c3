/**
 * Whether the browser keeps the writes waiting to be sent (IndexedDB may be denied: blocked site
 * data, some private windows). Where it does not, a change made offline lives only in the open
 * page, and the person is told so.
 */
let kept = true;
const listeners = new Set<() => void>();

export function noteWritesKept(value: boolean): void {
  if (value === kept) return;
  kept = value;
  listeners.forEach((listener) => listener());
}

export const writesKept = (): boolean => kept;

export function subscribeWritesKept(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
