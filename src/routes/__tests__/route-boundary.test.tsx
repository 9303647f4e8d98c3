import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { RouteBoundary } from '../../app/layout/route-boundary';
import { renderWithProviders } from '../../testing/render';

afterEach(() => vi.restoreAllMocks());

const page = { broken: true };
function Flaky() {
  if (page.broken) throw new Error('Boom in a page');
  return <h1>Page works</h1>;
}

test('a crashing page shows an error screen in place, and Retry renders it anew', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  page.broken = true;
  const { user } = renderWithProviders(
    <RouteBoundary>
      <Flaky />
    </RouteBoundary>,
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeVisible();
  expect(screen.getByText('Boom in a page')).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Something went wrong · Sticker browser'));

  page.broken = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Page works' })).toBeVisible();
});
