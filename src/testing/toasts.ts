import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The toasts' live region, once sonner has loaded. */
export const findToastRegion = () => screen.findByRole('region', { name: /^Notifications/ });

/** The toasts (list items) showing `text`. */
export const itemsWith = (region: HTMLElement, text: string) =>
  within(region)
    .queryAllByRole('listitem')
    .filter((li) => within(li).queryByText(text));

/** Real time passing, for sonner's timers and its 200 ms exits. */
export const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tabs on (a few stops: a toast, then its buttons) until `target` has focus. */
export async function tabTo(user: UserEvent, target: HTMLElement): Promise<void> {
  for (let i = 0; i < 6 && document.activeElement !== target; i += 1) await user.tab();
  expect(target).toHaveFocus();
}
