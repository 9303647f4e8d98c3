import { buttonLabel, setHeldInteractions, type HeldInteraction } from './held-interactions';

/**
 * Until the app has rendered, the painted page's links work (they are plain links) but its
 * buttons and forms have no handlers yet. Presses and submits are held instead of lost (a
 * submit would even reload the page without the query), and any use of the page starts loading
 * the app at once (`onUse`). The app does them again once it has rendered
 * (src/app/early-input.ts), as it takes over what was typed or picked.
 */
export function holdInteractions(root: HTMLElement, onUse: () => void): void {
  const interactions: HeldInteraction[] = [];
  const hold = (event: Event, interaction: HeldInteraction) => {
    event.preventDefault();
    event.stopPropagation();
    interactions.push(interaction);
    onUse();
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) hold(event, { kind: 'click', label: buttonLabel(button) });
  };
  const onSubmit = (event: Event) => {
    if (event.target instanceof Node && root.contains(event.target))
      hold(event, { kind: 'submit' });
  };
  const onEdit = (event: Event) => {
    if (event.target instanceof Node && root.contains(event.target)) onUse();
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onEdit],
    ['change', onEdit],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  setHeldInteractions({
    interactions,
    release: () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    },
  });
}
