import { useEffect, useEffectEvent } from 'react';

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 15_000;

/**
 * Calls `retry` while `enabled`: when the browser comes back online, and on a backoff (1 s, 2 s,
 * 4 s … 15 s) while the page is visible, so a screen that failed for want of a connection or a
 * running service recovers by itself once they are back.
 */
export function useAutoRetry(retry: () => void, enabled: boolean): void {
  const retryNow = useEffectEvent(retry);
  useEffect(() => {
    if (!enabled) return;
    let delay = FIRST_DELAY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        if (document.visibilityState === 'visible') retryNow();
        delay = Math.min(delay * 2, LONGEST_DELAY_MS);
        schedule();
      }, delay);
    };
    schedule();
    const onOnline = () => retryNow();
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [enabled]);
}
