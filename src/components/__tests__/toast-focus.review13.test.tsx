import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { notify } from '../toast/notify';
import { ToastRegion } from '../toast/toast-region';

const findRegion = () => screen.findByRole('region', { name: /^Notifications/ });
const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Nothing has focus (the page just loaded, or the person clicked the page's text; a screen reader
 * user reading in browse mode). A toast with an Undo shows. They press Alt+T (sonner focuses its
 * list), Tab to Undo, press Enter. Before 399cc0e, focus went to <main> (use-focus-back.ts fell back
 * to it when there was nowhere to return to); now sonner's return has nothing remembered
 * (relatedTarget was null) and focus falls to <body>: the next Tab starts at the top of the page.
 */
test('Undo pressed after Alt+T from nowhere leaves focus in <main>, not on <body>', async () => {
  const user = userEvent.setup();
  const undo = vi.fn();
  render(
    <>
      <button type="button">Hide pack</button>
      <main tabIndex={-1}>
        <p>Some text of the page</p>
      </main>
      <ToastRegion />
    </>,
  );
  notify({ message: '“Cute Cats” hidden.', action: { label: 'Undo', onClick: undo } });
  const region = await findRegion();
  const undoButton = await within(region).findByRole('button', { name: 'Undo' });
  // eslint-disable-next-line testing-library/no-node-access -- nothing is focused
  expect(document.activeElement).toBe(document.body);

  await user.keyboard('{Alt>}t{/Alt}');
  // eslint-disable-next-line testing-library/no-node-access -- Tab until the Undo has focus
  for (let i = 0; i < 6 && document.activeElement !== undoButton; i += 1) await user.tab();
  expect(undoButton).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(undo).toHaveBeenCalledTimes(1);
  await settle(600);

  expect(screen.getByRole('main')).toHaveFocus();
}, 10_000);

/** A stand-in for the sticker view: a panel with a Copy button that can close. */
function Panel() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        Close view
      </button>
      {open ? (
        <div role="dialog" aria-label="Sticker">
          <button
            type="button"
            onClick={() => notify({ message: 'Sticker copied.', tone: 'success' })}
          >
            Copy
          </button>
        </div>
      ) : null}
    </>
  );
}

/**
 * The person copies a sticker in the sticker view and tabs from Copy into its toast. The view
 * closes while focus stays in the toast (Back pressed where the view had no element to give focus
 * back to, e.g. opened from a link). They close the toast with Enter: sonner focuses the Copy button
 * it remembered, which is gone, and focus falls to <body>. Before 399cc0e it went to <main>.
 */
test('a toast closed after the element focus came from has gone leaves focus in <main>', async () => {
  const user = userEvent.setup();
  render(
    <>
      <Panel />
      <main tabIndex={-1}>
        <p>Some text of the page</p>
      </main>
      <ToastRegion />
    </>,
  );
  const copy = screen.getByRole('button', { name: 'Copy' });
  copy.focus();
  await user.keyboard('{Enter}');
  const region = await findRegion();
  const close = await within(region).findByRole('button', { name: 'Dismiss notification' });
  // eslint-disable-next-line testing-library/no-node-access -- Tab until the close button has focus
  for (let i = 0; i < 6 && document.activeElement !== close; i += 1) await user.tab();
  expect(close).toHaveFocus();

  // The view goes (without moving focus): its Copy button is removed.
  fireEvent.click(screen.getByRole('button', { name: 'Close view' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull());
  expect(close).toHaveFocus();

  await user.keyboard('{Enter}');
  await settle(600);

  expect(screen.getByRole('main')).toHaveFocus();
}, 10_000);

/**
 * Undo-style toasts "stay longer, to be read and reached". A keyboard user tabs from "Hide pack"
 * into the toasts and onto Undo (Tab reaches them: each toast is a tab stop). sonner pauses a
 * toast's time only while the pointer is over the toasts (or after Alt+T), not while one holds
 * keyboard focus: 8 s after it showed, the toast goes from under the focused Undo and focus jumps
 * back to "Hide pack" before they pressed it.
 */
test('a toast holding keyboard focus does not close by itself', async () => {
  const user = userEvent.setup();
  const undo = vi.fn();
  render(
    <>
      <button type="button">Hide pack</button>
      <ToastRegion />
    </>,
  );
  notify({ message: '“Cute Cats” hidden.', action: { label: 'Undo', onClick: undo } });
  const region = await findRegion();
  const undoButton = await within(region).findByRole('button', { name: 'Undo' });
  screen.getByRole('button', { name: 'Hide pack' }).focus();
  // eslint-disable-next-line testing-library/no-node-access -- Tab until the Undo has focus
  for (let i = 0; i < 6 && document.activeElement !== undoButton; i += 1) await user.tab();
  expect(undoButton).toHaveFocus();

  await settle(9_000);

  expect(within(region).getByRole('button', { name: 'Undo' })).toHaveFocus();
}, 15_000);
