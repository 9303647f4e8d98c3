import { afterEach, expect, test, vi } from 'vitest';
import { releaseHeldInteractions } from './held-interactions';
import { holdInteractions } from './hold-interactions';

afterEach(() => {
  releaseHeldInteractions();
  document.body.replaceChildren();
});

function page() {
  const root = document.createElement('div');
  root.innerHTML =
    '<form role="search"><input type="search"><button type="button" aria-label="Clear search">×</button></form>' +
    '<a href="#pack">Open pack</a><button type="button">  Menu  </button>';
  const outside = document.createElement('button');
  document.body.append(root, outside);
  return { root, outside };
}

function query(root: ParentNode, selector: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

test('presses and submits on the painted page are held, and start the app', () => {
  const { root } = page();
  const onUse = vi.fn();
  holdInteractions(root, onUse);
  const appHandler = vi.fn();
  root.addEventListener('click', appHandler);

  query(root, '[aria-label="Clear search"]').click();
  query(root, 'a + button').click();
  const submitted = query(root, 'form').dispatchEvent(
    new Event('submit', { cancelable: true, bubbles: true }),
  );

  expect(submitted).toBe(false);
  expect(appHandler).not.toHaveBeenCalled();
  expect(onUse).toHaveBeenCalledTimes(3);
  expect(releaseHeldInteractions()).toEqual([
    { kind: 'click', label: 'Clear search' },
    { kind: 'click', label: 'Menu' },
    { kind: 'submit' },
  ]);
});

test('links, typing and clicks elsewhere pass through; typing starts the app', () => {
  const { root, outside } = page();
  const onUse = vi.fn();
  holdInteractions(root, onUse);

  const link = query(root, 'a');
  const linkClick = new MouseEvent('click', { cancelable: true, bubbles: true });
  link.dispatchEvent(linkClick);
  outside.click();
  expect(linkClick.defaultPrevented).toBe(false);
  expect(onUse).not.toHaveBeenCalled();

  query(root, 'input').dispatchEvent(new Event('input', { bubbles: true }));
  expect(onUse).toHaveBeenCalledTimes(1);
  expect(releaseHeldInteractions()).toEqual([]);
});

test('once released, the page is the app’s again: nothing more is held', () => {
  const { root } = page();
  const onUse = vi.fn();
  holdInteractions(root, onUse);
  releaseHeldInteractions();

  query(root, 'a + button').click();
  expect(onUse).not.toHaveBeenCalled();
  expect(releaseHeldInteractions()).toEqual([]);
});
