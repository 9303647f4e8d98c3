import { screen, within } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { preloadRoutes, renderApp } from './render-app';

beforeAll(preloadRoutes, 60_000);

test.each([
  { page: 'Hidden packs', path: '/hidden', back: 'My packs', to: '/my-packs', arrives: 'My packs' },
  { page: 'Sent gifts', path: '/gifts/sent', back: 'Gifts', to: '/gifts', arrives: 'Gifts' },
  {
    page: 'Animals',
    path: '/categories/Animals',
    back: 'All categories',
    to: '/categories',
    arrives: 'Categories',
  },
])('$page links back to $back above its heading', async ({ page, path, back, to, arrives }) => {
  const { user } = renderApp(path);
  const heading = await screen.findByRole('heading', { level: 1, name: new RegExp(page) });
  const link = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
    name: back,
  });
  expect(link).toHaveAttribute('href', to);
  expect(link.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  await user.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: arrives })).toBeVisible();
});
