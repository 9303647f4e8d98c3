import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, expect, test, vi } from 'vitest';
import { settle, tabTo } from '../../testing/toasts';
import { preloadRoutes, renderApp } from './render-app';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadRoutes, 60_000);

/**
 * The sticker view is open (the page behind it, <main> included, is inert). Copy fails and
 * offers "Copy link" in a toast. Focus is on nowhere (a right-click on the view's backdrop
 * leaves it on <body>). The person presses Alt+T, Tabs to the toast's close button and presses
 * Enter. sonner has nowhere to give focus back to: focus goes to the view, not to <main> behind
 * it (inert: a browser would refuse it and leave focus on <body>).
 */
test('a toast closed while the sticker view is open does not send focus behind the view', async () => {
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: /^Cat: open/ }));
  const view = await screen.findByRole('dialog', { name: 'Cat' });
  await user.click(within(view).getByRole('button', { name: 'Copy' }));
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  await within(region).findByRole('button', { name: 'Copy link' });

  // A right-click on the backdrop: focus goes nowhere, the view stays open.
  // eslint-disable-next-line testing-library/no-node-access -- the view's backdrop
  const backdrop = view.parentElement;
  if (!backdrop) throw new Error('the view has a backdrop');
  await user.pointer({ keys: '[MouseRight]', target: backdrop });
  // eslint-disable-next-line testing-library/no-node-access -- nothing is focused
  expect(document.activeElement).toBe(document.body);
  expect(screen.getByRole('dialog', { name: 'Cat' })).toBeInTheDocument();

  await user.keyboard('{Alt>}t{/Alt}');
  const close = within(region).getByRole('button', { name: 'Dismiss notification' });
  await tabTo(user, close);
  await user.keyboard('{Enter}');
  await settle();

  expect(screen.getByRole('dialog', { name: 'Cat' })).toBeInTheDocument();
  // eslint-disable-next-line testing-library/no-node-access -- where focus went
  const focused = document.activeElement;
  // Not inside the inert page (a browser could not put it there; it would stay on <body>), but
  // in the view the person is using.
  expect({
    focused: focused?.tagName,
    // eslint-disable-next-line testing-library/no-node-access -- inside the inert page?
    insideInertPage: Boolean(focused?.closest('[inert]')),
    insideView: view.contains(focused),
  }).toMatchObject({ insideInertPage: false, insideView: true });
});

/**
 * The same with the view open by keyboard: Tab from Copy into the toast (sonner remembers Copy),
 * and Copy is gone when the toast goes... is not reachable in the app; the "from nowhere" case
 * above is. A check that the ordinary case is right: focus goes back to Copy.
 */
test('control: from Copy into the toast and back, focus returns to Copy in the view', async () => {
  const { user } = renderApp('/packs/1');
  await user.click(await screen.findByRole('link', { name: /^Cat: open/ }));
  const view = await screen.findByRole('dialog', { name: 'Cat' });
  const copy = within(view).getByRole('button', { name: 'Copy' });
  await user.click(copy);
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  await within(region).findByRole('button', { name: 'Copy link' });
  copy.focus();
  await user.keyboard('{Alt>}t{/Alt}');
  const close = within(region).getByRole('button', { name: 'Dismiss notification' });
  await tabTo(user, close);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(copy).toHaveFocus());
});
