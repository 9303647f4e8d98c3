import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { fakeClock, passTime } from '../../testing/clock';
import { ResultCode } from '../../../contract/error-codes';
import {
  fail,
  failOperation,
  getCurrentService,
  holdOperation,
  route,
  server,
  type OperationId,
} from '../../testing/msw';
import { preloadRoutes, renderApp } from './render-app';
import { routeCases } from './route-cases';

beforeAll(preloadRoutes, 60_000);

/** The service's rate limit answering once: 429 with 4029 and `Retry-After` (seconds). */
function refuseAsBusyOnce(operation: OperationId, retryAfterSeconds?: number) {
  server.use(
    route(
      operation,
      () =>
        HttpResponse.json(
          {
            header: { code: ResultCode.tooManyRequests, status: 'fail', message: 'retry in 1 s' },
            body: [],
          },
          {
            status: 429,
            headers:
              retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
          },
        ),
      { once: true },
    ),
  );
}

describe.each(routeCases)('$name route', ({ path, operation, shows, seed, empty }) => {
  test('shows the data', async () => {
    await seed?.(getCurrentService());
    renderApp(path);
    await shows();
  });

  test('shows a friendly empty state with a next step', async () => {
    await empty.seed?.(getCurrentService());
    renderApp(empty.path ?? path, empty.settings ? { settings: empty.settings } : {});
    // What the page shows; a search also says it in its status (heard, not shown twice).
    expect(
      await screen.findByText(empty.text, {
        ignore: 'script, style, [role="status"], [role="status"] *',
      }),
    ).toBeVisible();
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

  test('a busy service (429, 4029) says so, offers Retry, and loads by itself after Retry-After', async () => {
    await seed?.(getCurrentService());
    refuseAsBusyOnce(operation, 1);
    fakeClock();
    try {
      renderApp(path);
      const alert = await screen.findByRole('alert');
      expect(
        within(alert).getByRole('heading', { name: 'The sticker service is busy' }),
      ).toBeVisible();
      expect(within(alert).getByText(/too many requests/)).toBeVisible();
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
      // Nobody presses Retry: the page asks again once the second the service asked for is over.
      await passTime(1_000);
      await shows();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

test('a 429 in plain text without Retry-After says the service is busy, and Retry loads the page', async () => {
  server.use(
    route('M3', () => new HttpResponse('Too Many Requests', { status: 429 }), { once: true }),
  );
  const { user } = renderApp('/packs/2');
  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { level: 1, name: 'The sticker service is busy' }),
  ).toBeVisible();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Gatos' })).toBeVisible();
});

test("a proxy's HTML 502 page says the service had a problem, not that it refused", async () => {
  server.use(
    route(
      'M6',
      () =>
        new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
      { once: true },
    ),
  );
  const { user } = renderApp('/my-packs');
  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'The sticker service had a problem' }),
  ).toBeVisible();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Cute Cats' })).toBeVisible();
});

test('a refused parameter (4000) suggests a simpler search only on a search', async () => {
  const refuse = () => fail(400, ResultCode.invalidParameter, 'userId must be a string');
  server.use(route('M6', refuse));
  const { router } = renderApp('/my-packs');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(/address or in your settings was not accepted/)).toBeVisible();
  expect(within(alert).queryByText(/shorter or simpler search/)).not.toBeInTheDocument();

  server.use(route('M1', refuse));
  await router.navigate('/?q=cat');
  expect(await screen.findByText(/Try a shorter or simpler search/)).toBeVisible();
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
