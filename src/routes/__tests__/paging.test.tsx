import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { createFakeDb, failOperation, setCurrentDb, userOf } from '../../testing/msw';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

function ownManyPacks() {
  const db = createFakeDb({ packCount: 30 });
  userOf(db, 'demo').owned = Array.from({ length: 25 }, (_, i) => ({
    packageId: i + 1,
    hidden: false,
    isPurchase: false,
    position: i + 1,
  }));
  setCurrentDb(db);
}

test('a page that fails to load says so and can be tried again', async () => {
  ownManyPacks();
  const { user } = renderApp('/my-packs');
  expect(await screen.findByRole('link', { name: 'Pack 20' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Pack 21' })).not.toBeInTheDocument();

  failOperation('M6', 1000, { once: true });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText("Couldn't load more.")).toBeVisible();
  expect(screen.getByRole('link', { name: 'Pack 20' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Pack 25' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});
