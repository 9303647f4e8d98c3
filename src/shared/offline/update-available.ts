import { useSyncExternalStore } from 'react';

type ApplyUpdate = () => void;

let applyUpdate: ApplyUpdate | undefined;
const listeners = new Set<() => void>();

/** Called by the service worker's registration when a new version waits to take over. */
export function offerUpdate(apply: ApplyUpdate): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => applyUpdate;

/** The waiting version's "reload into it", or undefined while this version is the newest. */
export function useUpdateOffer(): ApplyUpdate | undefined {
  return useSyncExternalStore(subscribe, current, current);
}
