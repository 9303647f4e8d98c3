import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeClock, passTime } from '../../testing/clock';
import { findToastRegion, settle, tabTo } from '../../testing/toasts';
import { notify } from '../toast/notify';
import { ToastRegion } from '../toast/toast-region';

afterEach(() => {
  vi.useRealTimers();
});

/** A page with a header, a search field, "Hide pack", its main content (focusable, as the app's is) and the toasts. */
function renderPage() {
  render(
    <>
      <header>
        <p>Stickers, the app&apos;s name in its header</p>
      </header>
      <input aria-label="Search" />
      <button type="button">Hide pack</button>
      <main tabIndex={-1}>
        <p>Some text of the page</p>
      </main>
      <ToastRegion />
    </>,
  );
}

/** "Hide pack" on a page, its Undo toast raised and reached with Tab. */
async function focusOnUndo(user: UserEvent, pack: string) {
  renderPage();
  const undo = vi.fn();
  notify({ message: `“${pack}” hidden.`, action: { label: 'Undo', onClick: undo } });
  const region = await findToastRegion();
  const undoButton = await within(region).findByRole('button', { name: 'Undo' });
  screen.getByRole('button', { name: 'Hide pack' }).focus();
  await tabTo(user, undoButton);
  return { region, undoButton, undo };
}

/**
 * A keyboard user tabs from the page into an Undo toast and presses Undo with Enter. sonner
 * deletes the toast (it calls no onDismiss) and the button holding focus is unmounted: focus
 * falls to <body>, not back to where the user came from (sonner restores it only on a blur,
 * which a removed element does not get); its follow-up ("... shown") then replaces nothing
 * focusable either.
 */
test('pressing Undo by keyboard leaves focus where the user came from, not on <body>', async () => {
  const user = userEvent.setup();
  const { undo } = await focusOnUndo(user, 'Cute Cats');

  await user.keyboard('{Enter}');
  expect(undo).toHaveBeenCalledTimes(1);
  notify({ message: '“Cute Cats” shown.', tone: 'success' });
  await settle(800);

  expect(screen.getByRole('button', { name: 'Hide pack' })).toHaveFocus();
}, 10_000);

/**
 * A keyboard user tabs from "Hide pack" into the Undo toast and presses Undo with Enter: focus
 * comes back to "Hide pack". They move on: they click into the search field and type. When the
 * last toast ("… shown.") closes by itself five seconds later, focus stays in the search field.
 *
 * sonner remembers "Hide pack" on entry and forgets it only on its list's blur: a removed button
 * gets none, and when its list unmounts, sonner focuses what it remembers.
 */
test('focus stays in the field the person moved on to when the last toast closes', async () => {
  const user = fakeClock();
  const { region } = await focusOnUndo(user, 'Cute Cats');
  await user.keyboard('{Enter}');
  notify({ message: '“Cute Cats” shown.', tone: 'success' });
  await settle(800);
  expect(screen.getByRole('button', { name: 'Hide pack' })).toHaveFocus();

  // The person moves on: into the search field, typing.
  const search = screen.getByRole('textbox', { name: 'Search' });
  await user.click(search);
  await user.type(search, 'cat');
  expect(search).toHaveFocus();

  // "… shown." closes by itself (5 s); the toaster's list goes with the last toast.
  await passTime(5_000);
  await waitFor(() => expect(within(region).queryByText('“Cute Cats” shown.')).toBeNull());
  await settle(300);
  expect(search).toHaveFocus();
}, 15_000);

/**
 * A keyboard user once tabbed from "Hide pack" into a toast and back. Later, nothing focused (they
 * clicked the header's text), they close a toast with the mouse (the button takes focus, from
 * nowhere). The toast goes; focus does not jump (and scroll the page) to the long-left "Hide pack".
 */
test('a toast closed with the mouse from nowhere does not send focus to an element left long ago', async () => {
  const user = userEvent.setup();
  renderPage();
  notify({ message: 'Saved.', tone: 'success' });
  notify({ message: 'Sticker copied.', tone: 'success' });
  const region = await findToastRegion();
  await waitFor(() => expect(within(region).getByText('Sticker copied.')).toBeVisible());
  const hidePack = screen.getByRole('button', { name: 'Hide pack' });

  // Once, by keyboard: into the toasts and back out.
  hidePack.focus();
  await user.tab();
  // eslint-disable-next-line testing-library/no-node-access -- where focus went
  expect(region.contains(document.activeElement)).toBe(true);
  await user.tab({ shift: true });
  hidePack.blur();

  // Later, by mouse: a click on the header's text (nothing focused), then a toast's close button.
  await user.click(screen.getByText(/the app's name in its header/));
  // eslint-disable-next-line testing-library/no-node-access -- nothing is focused
  expect(document.activeElement).toBe(document.body);
  const copied = within(region)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText('Sticker copied.'));
  if (!copied) throw new Error('a toast is a list item');
  await user.click(within(copied).getByRole('button', { name: 'Dismiss notification' }));
  await settle(600);

  expect(hidePack).not.toHaveFocus();
}, 10_000);

/**
 * The same words again while their toast is in sight "renew that toast in place". sonner keeps a
 * toast's remaining time (remainingTime) across an update and resets it only when `duration`
 * changes; it is cut each time the stack is expanded (pointer over the toasts). A mouse user who
 * once moved the pointer over the toasts sees the renewed notice vanish about a second after
 * the same failure came again, where an untouched one stays its full five seconds.
 */
test('the same words again renew the time of their toast after the pointer passed over it', async () => {
  render(<ToastRegion />);
  notify({ message: 'Ready.' });
  const region = await findToastRegion();
  await waitFor(() => expect(within(region).getByText('Ready.')).toBeVisible());
  const OFFLINE = "Couldn't refresh: the service is out of reach";
  vi.useFakeTimers();
  try {
    notify({ message: OFFLINE, tone: 'error' });
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(within(region).getByText(OFFLINE)).toBeVisible();
    // The pointer passes over the toasts (the stack expands, timers pause) and leaves.
    // eslint-disable-next-line testing-library/no-node-access -- sonner's list takes the pointer
    const list = region.querySelector('ol');
    if (!list) throw new Error('the toaster has its list');
    fireEvent.mouseEnter(list);
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.mouseLeave(list);
    await act(() => vi.advanceTimersByTimeAsync(200));

    // The same failure again: the toast is renewed in place…
    notify({ message: OFFLINE, tone: 'error' });
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    // …and, renewed, still shows 2.5 s later.
    expect(within(region).getByText(OFFLINE)).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
}, 15_000);

/**
 * Nothing has focus (the page just loaded, or the person clicked the page's text; a screen reader
 * user reading in browse mode). A toast with an Undo shows. They press Alt+T (sonner focuses its
 * list), Tab to Undo, press Enter. sonner has nowhere to give focus back to: it goes to <main>,
 * not <body> (where the next Tab would start at the top of the page).
 */
test('Undo pressed after Alt+T from nowhere leaves focus in <main>, not on <body>', async () => {
  const user = userEvent.setup();
  const undo = vi.fn();
  renderPage();
  notify({ message: '“Cute Cats” hidden.', action: { label: 'Undo', onClick: undo } });
  const region = await findToastRegion();
  const undoButton = await within(region).findByRole('button', { name: 'Undo' });
  // eslint-disable-next-line testing-library/no-node-access -- nothing is focused
  expect(document.activeElement).toBe(document.body);

  await user.keyboard('{Alt>}t{/Alt}');
  await tabTo(user, undoButton);
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
 * back to, e.g. opened from a link). They close the toast with Enter: the Copy button sonner
 * remembered is gone, so focus goes to <main>, not <body>.
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
  const region = await findToastRegion();
  const close = await within(region).findByRole('button', { name: 'Dismiss notification' });
  await tabTo(user, close);

  // The view goes (without moving focus): its Copy button is removed.
  fireEvent.click(screen.getByRole('button', { name: 'Close view' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull());
  expect(close).toHaveFocus();

  await user.keyboard('{Enter}');
  await settle(600);

  expect(screen.getByRole('main')).toHaveFocus();
}, 10_000);

/**
 * Nothing has focus (the page just loaded; a screen reader user reading in browse mode). A toast
 * shows. They press Alt+T to reach the toasts (sonner focuses its list), then Escape (the stack
 * folds, focus stays on the list). The toast closes after its time and the list goes with it:
 * focus goes to <main>, not <body> (where the next Tab would start at the top of the page).
 */
test('focus on the toast list from nowhere goes to <main>, not <body>, when the last toast closes', async () => {
  const user = fakeClock();
  renderPage();
  notify({ message: 'Saved.', tone: 'success' });
  const region = await findToastRegion();
  await waitFor(() => expect(within(region).getByText('Saved.')).toBeVisible());
  // eslint-disable-next-line testing-library/no-node-access -- nothing is focused
  expect(document.activeElement).toBe(document.body);

  await user.keyboard('{Alt>}t{/Alt}');
  // eslint-disable-next-line testing-library/no-node-access -- sonner focuses its list
  expect(region.contains(document.activeElement)).toBe(true);
  await user.keyboard('{Escape}');

  await passTime(5_000);
  await waitFor(() => expect(within(region).queryByText('Saved.')).toBeNull());
  await settle(300);
  expect(document.activeElement?.tagName).toBe('MAIN');
}, 15_000);

/**
 * A keyboard or screen-reader user tabs to an Undo and takes their time reading it: sonner stops
 * a toast's 8 s only under the pointer, so the toast would close under their focus. It stays
 * while it holds focus, and once focus leaves it has its full time again.
 */
test('a toast holding keyboard focus stays until focus leaves it, then has its full time', async () => {
  const user = fakeClock();
  render(
    <>
      <button type="button">Wish</button>
      <ToastRegion />
    </>,
  );
  notify({ message: '“Dog Days” wished for.', action: { label: 'Undo', onClick: vi.fn() } });
  const region = await findToastRegion();
  const undoButton = await within(region).findByRole('button', { name: 'Undo' });
  const wish = screen.getByRole('button', { name: 'Wish' });
  wish.focus();
  await tabTo(user, undoButton);

  await passTime(30_000);
  expect(undoButton).toHaveFocus();
  expect(within(region).getByText('“Dog Days” wished for.')).toBeVisible();

  await user.click(wish);
  expect(wish).toHaveFocus();
  await passTime(7_000);
  expect(within(region).getByText('“Dog Days” wished for.')).toBeInTheDocument();
  await passTime(1_500);
  await waitFor(() => expect(within(region).queryByText('“Dog Days” wished for.')).toBeNull());
}, 15_000);

/**
 * A keyboard user pressed "Remove from wish list" on a pack whose "added to your wish list" toast
 * still shows, and went straight to the toasts with Alt+T (sonner focuses its list) to be ready for
 * the Undo. The service answers: "… removed … Undo" replaces the "added" toast (a notice about the
 * same pack). The list still holds a toast, the one they came for, yet focus is thrown back to the
 * page's button, as if the list had emptied: they must press Alt+T again to reach the Undo.
 */
test('focus on the toast list stays there when a notice about the same pack replaces its only toast', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Remove from wish list</button>
      <main tabIndex={-1}>
        <p>Some text of the page</p>
      </main>
      <ToastRegion />
    </>,
  );
  notify({ message: '“Cute Cats” added to your wish list.', tone: 'success', about: 'wish:1' });
  const region = await findToastRegion();
  await waitFor(() =>
    expect(within(region).getByText('“Cute Cats” added to your wish list.')).toBeVisible(),
  );
  screen.getByRole('button', { name: 'Remove from wish list' }).focus();
  await user.keyboard('{Alt>}t{/Alt}');
  // eslint-disable-next-line testing-library/no-node-access -- sonner focuses its list
  expect(region.contains(document.activeElement)).toBe(true);

  notify({
    message: '“Cute Cats” removed from your wish list.',
    about: 'wish:1',
    action: { label: 'Undo', onClick: vi.fn() },
  });
  await within(region).findByRole('button', { name: 'Undo' });
  await settle(600);

  expect(screen.getByRole('button', { name: 'Remove from wish list' })).not.toHaveFocus();
  // eslint-disable-next-line testing-library/no-node-access -- where focus is
  expect(region.contains(document.activeElement)).toBe(true);
}, 10_000);

/** Whether the toast holding focus, if any, is out of sight (sonner's `data-visible`). */
function focusedToastOutOfSight(): boolean {
  // eslint-disable-next-line testing-library/no-node-access -- the toast holding focus, if any
  const focusedToast = document.activeElement?.closest('[data-sonner-toast]');
  return focusedToast?.getAttribute('data-visible') === 'false';
}

/**
 * A keyboard user tabs from "Hide pack" into its toast's Undo. Before they press it, four other
 * notices come (say, lists failing to refresh for four reasons). The toaster shows four toasts
 * (VISIBLE_TOASTS): the one holding focus becomes the hidden fifth (opacity 0, no pointer
 * events), yet would keep keyboard focus: no focus seen anywhere, and Enter pressing an Undo
 * no one can see.
 */
test('a toast holding keyboard focus is not pushed out of sight by newer notices', async () => {
  const { region } = await focusOnUndo(userEvent.setup(), 'Cute Cats');
  for (const reason of ['A', 'B', 'C', 'D']) {
    notify({ message: `Couldn't refresh: reason ${reason}`, tone: 'error' });
  }
  await waitFor(() => expect(within(region).getByText("Couldn't refresh: reason D")).toBeVisible());
  await settle(300);
  expect(focusedToastOutOfSight()).toBe(false);
}, 10_000);

/** The Undo toast and three beside it (four in sight), one of them "… added to your wish list". */
async function undoBesideThreeToasts() {
  const { region, undoButton } = await focusOnUndo(userEvent.setup(), 'Sleepy Owls');
  notify({ message: '“Sleepy Owls” added to your wish list.', tone: 'success', about: 'wish:77' });
  notify({ message: "Couldn't refresh: reason E", tone: 'error' });
  notify({ message: "Couldn't refresh: reason F", tone: 'error' });
  await waitFor(() => expect(within(region).getByText("Couldn't refresh: reason F")).toBeVisible());
  expect(undoButton).toHaveFocus();
  return { region, undoButton };
}

/**
 * The wish is undone elsewhere: "… removed from your wish list" replaces the "added" toast. Still
 * four toasts, the Undo's among them in sight: focus stays in it (it was once thrown out, as if
 * the Undo had been pushed out of sight).
 */
test('a notice replacing another toast leaves focus in a toast it does not push out of sight', async () => {
  const { region, undoButton } = await undoBesideThreeToasts();
  notify({ message: '“Sleepy Owls” removed from your wish list.', about: 'wish:77' });
  await waitFor(() =>
    expect(within(region).getByText('“Sleepy Owls” removed from your wish list.')).toBeVisible(),
  );
  await settle(400);
  // eslint-disable-next-line testing-library/no-node-access -- sonner's own mark of a toast in sight
  expect(undoButton.closest('[data-sonner-toast]')?.getAttribute('data-visible')).toBe('true');
  expect(undoButton).toHaveFocus();
}, 10_000);

/**
 * As above, with another notice at once after the replacing one (a list fails to refresh as the
 * wish is undone): the replaced toast, still leaving, no longer counts among those in sight, so
 * this notice pushes the Undo out of sight, and focus leaves it.
 */
test('a notice right after one that replaced a toast lets go of focus in the toast it pushes out of sight', async () => {
  const { region } = await undoBesideThreeToasts();
  notify({ message: '“Sleepy Owls” removed from your wish list.', about: 'wish:77' });
  notify({ message: "Couldn't refresh: reason G", tone: 'error' });
  await waitFor(() => expect(within(region).getByText("Couldn't refresh: reason G")).toBeVisible());
  await settle(400);
  expect(focusedToastOutOfSight()).toBe(false);
}, 10_000);
