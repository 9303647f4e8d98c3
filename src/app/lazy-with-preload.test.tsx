import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, test, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(Component: React.ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component name="Ada" />
    </Suspense>,
  );
}

test('a preloaded component renders in the first frame, without its fallback', async () => {
  const load = vi.fn(() => Promise.resolve({ default: Greeting }));
  const Lazy = lazyWithPreload(load);
  await Lazy.preload();
  renderInSuspense(Lazy);
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('without a preload it suspends like React.lazy, loading once', async () => {
  const load = vi.fn(() => Promise.resolve({ default: Greeting }));
  const Lazy = lazyWithPreload(load);
  renderInSuspense(Lazy);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  await Lazy.preload();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed preload can be tried again', async () => {
  const load = vi
    .fn<() => Promise<{ default: typeof Greeting }>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: Greeting });
  const Lazy = lazyWithPreload(load);
  await expect(Lazy.preload()).rejects.toThrow('offline');
  await Lazy.preload();
  renderInSuspense(Lazy);
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
});
