import { act as preactAct } from 'preact/test-utils';

/**
 * react-dom/test-utils' act on Preact (vitest.config.ts aliases it here): preact's own act
 * flushes renders and effects but resolves to undefined, where React's resolves to what the
 * callback returned (`await act(() => mutateAsync())` in the tests reads that value).
 */
export async function act<T>(callback: () => T | PromiseLike<T>): Promise<Awaited<T>> {
  let value: T | PromiseLike<T> | undefined;
  await preactAct(() => {
    value = callback();
    return isThenable(value) ? Promise.resolve(value).then(() => undefined) : undefined;
  });
  return (await value) as Awaited<T>;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}
