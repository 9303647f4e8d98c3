import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * React 19.2's useEffectEvent, which preact/compat lacks: a stable function that calls the
 * latest `callback`, for effects and their listeners only (not during render).
 */
export function useEffectEvent<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
