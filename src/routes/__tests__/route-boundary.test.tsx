import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderApp } from './render-app';

afterEach(() => vi.restoreAllMocks());

const page = vi.hoisted(() => ({ broken: true }));
vi.mock('../settings', () => ({
  default: function Flaky() {
    if (page.broken) throw new Error('Boom in a page');
    return <h1>Page works</h1>;
  },
}));

test('a crashing page shows an error screen in the shell, and Retry renders it anew', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  page.broken = true;
  const { user } = renderApp('/settings');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeVisible();
  expect(screen.getByText('Boom in a page')).toBeVisible();
  expect(screen.getAllByRole('navigation', { name: 'Main' })[0]).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Something went wrong · Sticker browser'));

  page.broken = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Page works' })).toBeVisible();
});
