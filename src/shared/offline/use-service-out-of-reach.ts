import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { forgetServiceReach, isServiceOutOfReach, subscribeServiceReach } from '../../api';

/** How often the screen's reads are asked again while the service is out of reach. */
export const REACH_CHECK_MS = 10_000;

/**
 * Whether the browser is online but the sticker service does not answer (see service-reach.ts).
 * While it does not, the screen's reads are asked again now and then: a page shown from saved
 * copies becomes current, and the bar goes, by itself once the service answers.
 */
export function useServiceOutOfReach(online: boolean): boolean {
  const outOfReach = useSyncExternalStore(
    subscribeServiceReach,
    isServiceOutOfReach,
    isServiceOutOfReach,
  );
  const queryClient = useQueryClient();
  const checking = online && outOfReach;
  useEffect(() => {
    if (!checking) return;
    // At once too: back online, the lists read offline from saved copies are asked for again.
    // Not while a change waits to be sent: the lists would show it undone until it is (sent, it
    // refetches what it changed). A read already on its way is left to finish.
    const check = (now: boolean) => {
      if (document.visibilityState !== 'visible' || queryClient.isMutating() > 0) return;
      // A page that reads nothing (Settings) has nothing to ask again and shows no saved copy.
      // Not at once: a route's loader reads before its page is there to observe the query.
      if (queryClient.getQueryCache().findAll({ type: 'active' }).length === 0) {
        if (!now) forgetServiceReach();
        return;
      }
      void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false });
    };
    check(true);
    const timer = setInterval(() => check(false), REACH_CHECK_MS);
    return () => clearInterval(timer);
  }, [checking, queryClient]);
  return checking;
}
