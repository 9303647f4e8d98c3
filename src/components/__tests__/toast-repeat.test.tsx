import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { findToastRegion, itemsWith, settle, tabTo } from '../../testing/toasts';
import { notify } from '../toast/notify';
import { ToastRegion } from '../toast/toast-region';

/** Every toast (list item) with `text` ever added to the live region: each one is announced. */
function countAdditions(region: HTMLElement, text: string) {
  const added = new Set<Node>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement && node.matches('li') && node.textContent.includes(text)) {
          added.add(node);
        }
      });
    }
  });
  observer.observe(region, { childList: true, subtree: true });
  return {
    get count() {
      return added.size;
    },
    stop: () => observer.disconnect(),
  };
}

const OFFLINE = "Couldn't refresh: the service is out of reach";

/**
 * Two lists failing to refresh for one reason (the case notify.ts names) raise the same words in
 * one go. Each becomes its own toast: both are put into sonner's aria-live region (a screen reader
 * says it twice) and both show, stacked, until the first has left.
 */
test('the same words raised twice at once are announced and shown once', async () => {
  render(<ToastRegion />);
  notify({ message: 'Ready.' });
  const region = await findToastRegion();
  await waitFor(() => expect(within(region).getByText('Ready.')).toBeVisible());

  const additions = countAdditions(region, OFFLINE);
  notify({ message: OFFLINE, tone: 'error' });
  notify({ message: OFFLINE, tone: 'error' });
  await settle(100);
  const copiesOnScreen = itemsWith(region, OFFLINE).length;
  await settle(600);
  additions.stop();

  expect({ announced: additions.count, copiesOnScreen }).toEqual({
    announced: 1,
    copiesOnScreen: 1,
  });
});

/**
 * A refresh failing again every few seconds (out of reach, the window refocused): the toast at
 * the front, in full view, leaves and a copy enters in its place each time (flicker), and the
 * live region announces the words again each time.
 */
test('the same words again while their toast shows at the front leave that toast in place', async () => {
  render(<ToastRegion />);
  notify({ message: OFFLINE, tone: 'error' });
  const region = await findToastRegion();
  await waitFor(() => expect(within(region).getByText(OFFLINE)).toBeVisible());
  const [first] = itemsWith(region, OFFLINE);
  expect(first).toHaveAttribute('data-front', 'true');

  const additions = countAdditions(region, OFFLINE);
  await settle(1500);
  notify({ message: OFFLINE, tone: 'error' });
  await settle(100);
  const leaving = first?.getAttribute('data-removed');
  await settle(600);
  additions.stop();

  expect({ firstLeft: leaving, announcedAgain: additions.count }).toEqual({
    firstLeft: 'false',
    announcedAgain: 0,
  });
}, 10_000);

/**
 * A keyboard user has tabbed into the toast (to its close button, to dismiss it). The same words
 * come again (another refresh fails): the toast holding focus is dismissed and unmounted, and
 * focus falls to <body>; the next Tab starts over from the top of the page.
 */
test('the same words again keep keyboard focus in the toast region', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <ToastRegion />
    </>,
  );
  notify({ message: OFFLINE, tone: 'error' });
  const region = await findToastRegion();
  await waitFor(() => expect(within(region).getByText(OFFLINE)).toBeVisible());

  screen.getByRole('button', { name: 'Before' }).focus();
  const close = within(region).getByRole('button', { name: 'Dismiss notification' });
  await tabTo(user, close);

  notify({ message: OFFLINE, tone: 'error' });
  await settle(800);

  expect(within(region).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
}, 10_000);
