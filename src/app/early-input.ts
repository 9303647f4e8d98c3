import { buttonLabel, releaseHeldInteractions } from '../boot/held-interactions';

/** Sets a control's value so that React's onChange sees it, as if the person had done it. */
function setValue(control: HTMLInputElement | HTMLSelectElement, value: string, event: string) {
  // The prototype's setter, not `control.value = …`, which React's own value tracking would hide.
  const prototype: object =
    control instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
  Reflect.set(prototype, 'value', value, control);
  control.dispatchEvent(new Event(event, { bubbles: true }));
}

const searchBox = (root: ParentNode) =>
  root.querySelector<HTMLInputElement>('input[type="search"]');

const selectLabel = (select: HTMLSelectElement) => select.labels[0]?.textContent.trim() ?? '';

const initialOption = (select: HTMLSelectElement) =>
  [...select.options].find((option) => option.defaultSelected)?.value ?? select.options[0]?.value;

/**
 * Reads what the person typed, picked and focused on the page the early script painted, before
 * the app's first render replaces it. The returned function, run once the app has rendered, puts
 * it all into the app's page and does again the presses and submits the early script held.
 */
export function takeEarlyInput(root: HTMLElement): () => void {
  const box = searchBox(root);
  const typed = box && box.value !== box.defaultValue ? box.value : null;
  const boxFocused = box !== null && document.activeElement === box;
  const picked = [...root.querySelectorAll('select')]
    .filter((select) => select.value !== initialOption(select))
    .map((select) => ({ label: selectLabel(select), value: select.value }));
  let done = false;

  return () => {
    if (done) return;
    done = true;
    const held = releaseHeldInteractions();
    const appBox = searchBox(root);
    if (appBox && typed !== null) setValue(appBox, typed, 'input');
    for (const { label, value } of picked) {
      const select = [...root.querySelectorAll('select')].find((s) => selectLabel(s) === label);
      if (select) setValue(select, value, 'change');
    }
    if (boxFocused) appBox?.focus();
    for (const interaction of held) {
      if (interaction.kind === 'submit') {
        appBox?.form?.requestSubmit();
        continue;
      }
      const button = [...root.querySelectorAll('button')].find(
        (candidate) => buttonLabel(candidate) === interaction.label,
      );
      button?.click();
    }
  };
}
