import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { failOperation, server } from '../../testing/msw';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

// walk15: a sticker opened from a link (?sticker=&pack=) whose pack cannot be read (the service
// failing, 1000) shows "This sticker cannot be shown right now." and only a Close button. Every
// page that fails the same way offers Retry (route-states.test.tsx); the view leaves the person
// to close it and find the sticker again.
test('a sticker view whose pack could not be read offers Retry, which shows the sticker', async () => {
  failOperation('M3', 1000);
  const { user } = renderApp('/?q=cat&sticker=101&pack=1');
  const view = await screen.findByRole('dialog');
  expect(await within(view).findByText('This sticker cannot be shown right now.')).toBeVisible();

  server.resetHandlers();
  await user.click(within(view).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('dialog', { name: 'Cat' })).toBeVisible();
});
