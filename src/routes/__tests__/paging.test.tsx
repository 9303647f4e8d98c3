import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { failOperation, getCurrentService } from '../../testing/msw';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

/** 'collector' downloads packs 7 to 31 (Filler 7 … Filler 31), in that order. */
async function ownManyPacks() {
  for (let packageId = 7; packageId <= 31; packageId += 1) {
    await getCurrentService().call(
      'POST',
      `/api/messenger/v1/download/${packageId}?userId=collector`,
    );
  }
}

test('a page that fails to load says so and can be tried again', async () => {
  await ownManyPacks();
  const { user } = renderApp('/my-packs', { settings: { userId: 'collector' } });
  expect(await screen.findByRole('link', { name: 'Filler 26' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Filler 27' })).not.toBeInTheDocument();

  failOperation('M6', 1000, { once: true });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText("Couldn't load more.")).toBeVisible();
  expect(screen.getByRole('link', { name: 'Filler 26' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Filler 31' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});
