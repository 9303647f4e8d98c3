import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { notify } from '../toast/notify';
import { ToastRegion } from '../toast/toast-region';

const findRegion = () => screen.findByRole('region', { name: /^Notifications/ });
const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A keyboard user tabs from the page into an Undo toast and presses Undo with Enter. sonner
 * deletes the toast (it calls no onDismiss) and the button holding focus is unmounted: focus
 * falls to <body>, not back to where the user came from (sonner restores it only on a blur,
 * which a removed element does not get); its follow-up ("... shown") then replaces nothing
 * focusable either.
 */
test('pressing Undo by keyboard leaves focus where the user came from, not on <body>', async () => {
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

  await user.keyboard('{Enter}');
  expect(undo).toHaveBeenCalledTimes(1);
  notify({ message: '“Cute Cats” shown.', tone: 'success' });
  await settle(800);

  expect(screen.getByRole('button', { name: 'Hide pack' })).toHaveFocus();
}, 10_000);
