import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { failOperation, getCurrentService, holdOperation } from '../../testing/msw';
import { preloadRoutes, renderApp } from './render-app';
import { routeCases } from './route-cases';

beforeAll(preloadRoutes, 60_000);

describe.each(routeCases)('$name route', ({ path, operation, shows, seed, empty }) => {
  test('shows the data', async () => {
    await seed?.(getCurrentService());
    renderApp(path);
    await shows();
  });

  test('shows a friendly empty state with a next step', async () => {
    await empty.seed?.(getCurrentService());
    renderApp(empty.path ?? path, empty.settings ? { settings: empty.settings } : {});
    expect(await screen.findByText(empty.text)).toBeVisible();
  });

  test('explains an unknown API key (9000) and how to fix it', async () => {
    renderApp(path, { settings: { apiKey: 'not-a-real-key' } });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: /does not recognise this app's API key/ }),
    ).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Open settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  test('offers a Retry after a service failure (1000) that really refetches', async () => {
    await seed?.(getCurrentService());
    failOperation(operation, 1000, { once: true });
    const { user } = renderApp(path);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The sticker service had a problem' }),
    ).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await shows();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

test('a network failure offers Retry too', async () => {
  failOperation('M6', 'network', { once: true });
  const { user } = renderApp('/my-packs');
  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: "Can't reach the sticker service" }),
  ).toBeVisible();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Cute Cats' })).toBeVisible();
});

test('a page that could not load keeps saying why while it is tried again, until the answer comes', async () => {
  failOperation('M6', 'network', { once: true });
  const { user } = renderApp('/my-packs');
  const alert = await screen.findByRole('alert');
  const held = holdOperation('M6');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  // Not the loading skeleton: the error panel, its Retry busy, stays while the request runs.
  expect(await within(alert).findByRole('button', { name: 'Retry', busy: true })).toBeVisible();
  expect(
    within(screen.getByRole('alert')).getByRole('heading', {
      name: "Can't reach the sticker service",
    }),
  ).toBeVisible();
  held.release();
  expect(await screen.findByRole('link', { name: 'Cute Cats' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
