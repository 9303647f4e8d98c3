/** Web Locks as a browser keeps them: exclusive, queued, and a tab's released when it closes. */
export function fakeWebLocks() {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    held.delete(name);
    waiting.get(name)?.shift()?.();
  };
  const manager = {
    async request(
      name: string,
      optionsOrCallback: LockOptions | LockGrantedCallback<unknown>,
      maybeCallback?: LockGrantedCallback<unknown>,
    ) {
      const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
      const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
      const { signal } = options;
      if (options.ifAvailable && held.has(name)) return callback?.(null);
      while (held.has(name)) {
        await new Promise<void>((resolve) => {
          waiting.set(name, [...(waiting.get(name) ?? []), resolve]);
        });
      }
      if (signal?.aborted) {
        waiting.get(name)?.shift()?.();
        throw new DOMException('The request was aborted.', 'AbortError');
      }
      held.add(name);
      try {
        return await callback?.({ name, mode: 'exclusive' });
      } finally {
        release(name);
      }
    },
    query: () =>
      Promise.resolve({
        held: [...held].map((name) => ({ name, mode: 'exclusive' })),
        pending: [],
      }),
  };
  return {
    manager: manager as unknown as LockManager,
    release,
    isHeld: (name: string) => held.has(name),
  };
}
