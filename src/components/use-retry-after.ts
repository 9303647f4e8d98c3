import { useEffect, useEffectEvent, useRef } from 'react';

/** Automatic tries in a row while the service stays busy; then only the Retry button. */
export const MOST_TRIES_WHEN_BUSY = 3;

/**
 * Calls `retry` once `delayMs` after `failure` appears (the service asked to wait that long), for
 * each new failure up to MOST_TRIES_WHEN_BUSY times, so a page refused for being too busy loads
 * by itself once the service has room again. `delayMs` undefined: nothing is scheduled.
 */
export function useRetryAfter(retry: () => void, failure: unknown, delayMs: number | undefined) {
  const retryNow = useEffectEvent(retry);
  const tries = useRef(0);
  useEffect(() => {
    if (delayMs === undefined || tries.current >= MOST_TRIES_WHEN_BUSY) return;
    const timer = setTimeout(() => {
      tries.current += 1;
      retryNow();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [failure, delayMs]);
}
