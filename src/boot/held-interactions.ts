/**
 * What a person did on the early-painted page before the app could handle it: buttons pressed
 * and forms submitted, held by the early script and done again by the app once it has rendered.
 * Shared through a global because the early script and the app are separate bundles.
 */
export type HeldInteraction = { kind: 'click'; label: string } | { kind: 'submit' };

type Held = { interactions: HeldInteraction[]; release: () => void };

const GLOBAL_NAME = '__stickerHeldInteractions';

type WithHeld = typeof globalThis & { [GLOBAL_NAME]?: Held };

export function setHeldInteractions(held: Held): void {
  (globalThis as WithHeld)[GLOBAL_NAME] = held;
}

/** Whether the early script painted the page and holds its interactions until the app renders. */
export function interactionsAreHeld(): boolean {
  return (globalThis as WithHeld)[GLOBAL_NAME] !== undefined;
}

/** Stops holding (the app handles events from now on) and returns what was held, once. */
export function releaseHeldInteractions(): HeldInteraction[] {
  const scope = globalThis as WithHeld;
  const held = scope[GLOBAL_NAME];
  scope[GLOBAL_NAME] = undefined;
  held?.release();
  return held?.interactions ?? [];
}

/** How a held button is found again in the app's page: its accessible name. */
export function buttonLabel(button: HTMLButtonElement): string {
  return (button.getAttribute('aria-label') ?? button.textContent).trim();
}
