import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { requestLog } from '../../testing/msw';
import { findNotice, renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

test('has landmarks, a skip link, grouped navigation and a title per page', async () => {
  const { user, router } = renderApp('/wishlist');
  expect(screen.getByRole('banner')).toBeVisible();
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');

  const nav = screen.getByRole('navigation', { name: 'Main' });
  for (const group of ['Browse', 'My stickers', 'Camera']) {
    expect(within(nav).getByRole('heading', { name: group })).toBeVisible();
  }
  expect(within(nav).getByRole('link', { name: 'Wish list' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await screen.findByRole('heading', { level: 1, name: 'Wish list' });
  await waitFor(() => expect(document.title).toBe('Wish list · Sticker browser'));

  await user.click(within(nav).getByRole('link', { name: 'Frequently used' }));
  // The router moves once the page's code has loaded.
  await waitFor(() => expect(router.state.location.pathname).toBe('/camera/frequent'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Frequently used' })).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Frequently used · Sticker browser'));
});

test('the menu button opens and closes the narrow-screen menu', async () => {
  const { user } = renderApp('/categories');
  const menu = screen.getByRole('button', { name: 'Menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2);
  await user.keyboard('{Escape}');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
});

test('the header search box searches from any page', async () => {
  const { user, router } = renderApp('/my-packs');
  const header = screen.getByRole('banner');
  await user.type(within(header).getByRole('searchbox', { name: 'Search stickers' }), 'cat{Enter}');
  // The router moves once the page's code has loaded.
  await waitFor(() => expect(router.state.location.search).toBe('?q=cat'));
  expect(await screen.findAllByRole('link', { name: /^Cat\b.*: open$/ })).toHaveLength(3);
});

test('an unknown address shows a not-found page', async () => {
  renderApp('/nowhere');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a new userId switches every list to that user', async () => {
  const { user, router } = renderApp('/my-packs');
  await screen.findByRole('link', { name: 'Cute Cats' });

  await router.navigate('/settings');
  const userId = await screen.findByRole('textbox', { name: 'User ID' });
  await user.clear(userId);
  await user.type(userId, 'newcomer');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await findNotice('Settings saved.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Settings for newcomer' })).toBeVisible();

  await router.navigate('/my-packs');
  expect(await screen.findByText('No packs yet')).toBeVisible();
  expect(requestLog.of('M6').at(-1)?.url.pathname).toMatch(/\/mysticker\/newcomer$/);
});

test('a user id of “..” is not saved: Settings says why beside the field, which keeps it and focus', async () => {
  const { user } = renderApp('/settings');
  const userId = await screen.findByRole('textbox', { name: 'User ID' });
  await user.clear(userId);
  await user.type(userId, '..');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(screen.getByRole('alert')).toHaveTextContent('A user id cannot be “.” or “..”');
  expect(userId).toHaveFocus();
  expect(userId).toHaveValue('..');
  expect(userId).toHaveAccessibleErrorMessage(/cannot be “.” or “..”/);
  expect(screen.getByRole('link', { name: 'Settings for demo' })).toBeVisible();

  // Typing again takes the message away.
  await user.type(userId, 'x');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an API key entered in settings is sent with every request', async () => {
  const { user, router } = renderApp('/settings', { settings: { apiKey: 'wrong' } });
  const key = await screen.findByRole('textbox', { name: 'API key (optional)' });
  await user.clear(key);
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  await router.navigate('/hidden');
  expect(await screen.findByRole('link', { name: 'Chats Chics' })).toBeVisible();
  expect(requestLog.of('M7').at(-1)?.apikey).toBe('local-dev-key');
});

test('Save and Discard keep the focus of the person who pressed them, dimmed once nothing is left to save', async () => {
  const { user } = renderApp('/settings');
  const save = await screen.findByRole('button', { name: 'Save settings' });
  const discard = screen.getByRole('button', { name: 'Discard changes' });
  expect(save).toHaveAttribute('aria-disabled', 'true');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'FR');
  expect(save).not.toHaveAttribute('aria-disabled');
  save.focus();
  await user.keyboard('{Enter}');
  expect(await findNotice('Settings saved.')).toBeVisible();
  expect(save).toHaveFocus();
  expect(save).toHaveAttribute('aria-disabled', 'true');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
  discard.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('FR');
  expect(discard).toHaveFocus();
  expect(discard).toHaveAttribute('aria-disabled', 'true');
});

test('the theme choice applies at once and is remembered', async () => {
  const { user } = renderApp('/settings');
  await user.click(await screen.findByRole('radio', { name: 'Dark' }));
  expect(document.documentElement).toHaveClass('dark');
  expect(localStorage.getItem('sticker-browser:theme')).toBe('dark');
  await user.click(screen.getByRole('radio', { name: 'Light' }));
  expect(document.documentElement).not.toHaveClass('dark');
  expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
});

test('user and key are folded under Advanced; language and country are in view', async () => {
  const { user } = renderApp('/settings');
  expect(await screen.findByRole('combobox', { name: 'Search language' })).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Country' })).toBeVisible();
  // Each field's hint is its description, read on its own by a screen reader.
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
    'Search results suit this country too.',
  );
  const userId = screen.getByRole('textbox', { name: 'User ID' });
  const key = screen.getByRole('textbox', { name: 'API key (optional)' });
  expect(userId).not.toBeVisible();
  expect(key).not.toBeVisible();
  await user.click(screen.getByText('Advanced', { selector: 'summary' }));
  expect(userId).toBeVisible();
  expect(key).toBeVisible();
});

test('leaving Settings with unsaved edits asks first, and staying keeps them', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
  const { user, router } = renderApp('/settings');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Search language' }), 'es');
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Wish list',
    }),
  );
  expect(confirm).toHaveBeenCalledTimes(1);
  expect(router.state.location.pathname).toBe('/settings');
  expect(screen.getByRole('combobox', { name: 'Search language' })).toHaveValue('es');

  confirm.mockReturnValueOnce(true);
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Wish list',
    }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
  confirm.mockRestore();
});

test('leaving Settings with nothing changed does not ask', async () => {
  const confirm = vi.spyOn(window, 'confirm');
  const { user, router } = renderApp('/settings');
  await screen.findByRole('combobox', { name: 'Search language' });
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Wish list',
    }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
});

test('a key saved with a space after it leaves nothing to save: Save is dimmed again', async () => {
  const { user } = renderApp('/settings');
  await user.click(await screen.findByText('Advanced', { selector: 'summary' }));
  await user.type(screen.getByRole('textbox', { name: 'API key (optional)' }), 'my-key ');
  const save = screen.getByRole('button', { name: 'Save settings' });
  await user.click(save);
  expect(await findNotice('Settings saved.')).toBeVisible();
  // The key is kept trimmed; the field still holds the space, so Save stays live and leaving
  // the page would ask about unsaved edits that were saved.
  expect(save).toHaveAttribute('aria-disabled', 'true');
});
