import { screen, within } from '@testing-library/react';
import { beforeAll, expect, test, vi } from 'vitest';
import { failOperation, requestLog, type OperationId } from '../../testing/msw';
import { findNotice, preloadRoutes, renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(preloadRoutes, 60_000);

/**
 * Opens a sticker's view and presses `button`; jsdom cannot put an image on the clipboard, so the
 * link is copied from the toast, which is what records the send or use.
 */
async function copyFromView(path: string, sticker: string, button: string) {
  const { user } = renderApp(path);
  await user.click(await screen.findByRole('link', { name: new RegExp(`^${sticker}: open`) }));
  const view = await screen.findByRole('dialog', { name: sticker });
  await user.click(within(view).getByRole('button', { name: button }));
  const toasts = await screen.findByRole('region', { name: /^Notifications/ });
  await user.click(await within(toasts).findByRole('button', { name: 'Copy link' }));
  expect(await findNotice('Sticker link copied. Paste it into a chat.')).toBeVisible();
}

/** Waits for the record's answer to have reached the page. */
async function recorded(operation: OperationId) {
  await expect.poll(() => requestLog.count(operation)).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 300));
}

test('on a server without the send extension, Send copies and says only that', async () => {
  failOperation('send', 404);
  await copyFromView('/packs/1', 'Cat', 'Send');
  await recorded('send');
  expect(screen.queryByText(/was not recorded/)).not.toBeInTheDocument();
});

test('a send the service fails to record still says so', async () => {
  failOperation('send', 1000);
  await copyFromView('/packs/1', 'Cat', 'Send');
  expect(await findNotice(/^The send was not recorded\./)).toBeVisible();
});

test('a use the service answers 404 to is reported: C5 is the spec’s, not an extension', async () => {
  failOperation('C5', 404);
  await copyFromView('/camera/reactions', 'Happy', 'Use');
  expect(await findNotice(/^The use was not recorded\./)).toBeVisible();
});

test('a use the service fails to record still says so', async () => {
  failOperation('C5', 1000);
  await copyFromView('/camera/reactions', 'Happy', 'Use');
  expect(await findNotice(/^The use was not recorded\./)).toBeVisible();
});
