import { render, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { notify } from '../toast/notify';
import { ToastRegion } from '../toast/toast-region';

const findRegion = () => screen.findByRole('region', { name: /^Notifications/ });
const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

const itemsWith = (region: HTMLElement, text: string) =>
  within(region)
    .getAllByRole('listitem')
    .filter((li) => within(li).queryByText(text));

/**
 * The toaster shows 4 toasts (visibleToasts: 4). A notice known by its words that is still
 * showing is renewed in place; when 4 newer toasts are above it, it is the hidden fifth, and the
 * same words raised again are renewed there: the person who copies a sticker again sees nothing.
 */
test('the same words raised again while their toast is the hidden fifth are shown', async () => {
  render(<ToastRegion />);
  notify({ message: 'Sticker copied.', tone: 'success' });
  const region = await findRegion();
  await waitFor(() => expect(within(region).getByText('Sticker copied.')).toBeInTheDocument());
  // Four other notices (say, four wishes each with its Undo) come after it.
  for (const name of ['A', 'B', 'C', 'D']) {
    notify({ message: `${name} added to your wish list.`, about: `wish:${name}` });
  }
  await waitFor(() =>
    expect(within(region).getByText('D added to your wish list.')).toBeInTheDocument(),
  );
  await settle(300);

  // The person copies another sticker: the app says "Sticker copied." again.
  notify({ message: 'Sticker copied.', tone: 'success' });
  await settle(600);
  const shown = itemsWith(region, 'Sticker copied.');
  expect(shown.map((li) => li.getAttribute('data-visible'))).toContain('true');
}, 15_000);
