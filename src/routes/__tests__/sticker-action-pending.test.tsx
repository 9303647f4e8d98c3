import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { requestLog } from '../../testing/msw';
import { findNotice, preloadRoutes, renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadRoutes, 60_000);

/** A clipboard whose image writes wait until the test lets them finish, as on a slow network. */
let finishWrites: () => void;
const write = vi.fn(
  () =>
    new Promise<void>((resolve) => {
      finishWrites = resolve;
    }),
);

beforeEach(() => {
  write.mockClear();
  vi.stubGlobal(
    'ClipboardItem',
    class {
      constructor(readonly items: Record<string, unknown>) {
        // jsdom draws no image, so the PNG never comes: the held write stands for it.
        for (const item of Object.values(items)) Promise.resolve(item).catch(() => undefined);
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

async function openSticker(path: string, sticker: string) {
  const { user } = renderApp(path);
  // After user-event's set-up, which puts a clipboard of its own on the navigator.
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { write, writeText: () => Promise.resolve() },
  });
  await user.click(await screen.findByRole('link', { name: new RegExp(`^${sticker}: open`) }));
  return { user, view: await screen.findByRole('dialog', { name: sticker }) };
}

test('Copy says it is at work until the image is on the clipboard; a second press copies once', async () => {
  const { user, view } = await openSticker('/packs/1', 'Cat');
  const copy = within(view).getByRole('button', { name: 'Copy' });
  await user.click(copy);
  expect(copy).toHaveAttribute('aria-busy', 'true');
  await user.click(copy);
  expect(write).toHaveBeenCalledTimes(1);
  expect(copy).toHaveFocus();

  finishWrites();
  // Cute Cats move: a clipboard holds a still of them.
  expect(await findNotice(/^Copied as a still image/)).toBeVisible();
  expect(copy).not.toHaveAttribute('aria-busy');
  await user.click(copy);
  expect(write).toHaveBeenCalledTimes(2);
});

test('Send is at work until the copy ends, records one send however often it is pressed', async () => {
  const { user, view } = await openSticker('/packs/1', 'Cat');
  const send = within(view).getByRole('button', { name: 'Send' });
  await user.click(send);
  await user.click(send);
  expect(send).toHaveAttribute('aria-busy', 'true');
  // Copy is another action: it is not held up by the send.
  expect(within(view).getByRole('button', { name: 'Copy' })).not.toHaveAttribute('aria-busy');

  finishWrites();
  await expect.poll(() => requestLog.count('send')).toBe(1);
  expect(send).not.toHaveAttribute('aria-busy');
  expect(write).toHaveBeenCalledTimes(1);
});

test('Use on a camera page is at work until the copy ends and registers one use', async () => {
  const { user, view } = await openSticker('/camera/reactions', 'Happy');
  const use = within(view).getByRole('button', { name: 'Use' });
  await user.click(use);
  await user.click(use);
  expect(use).toHaveAttribute('aria-busy', 'true');

  finishWrites();
  await expect.poll(() => requestLog.count('C5')).toBe(1);
  expect(use).not.toHaveAttribute('aria-busy');
});
