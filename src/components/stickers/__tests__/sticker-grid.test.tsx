import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { StickerGrid } from '../sticker-grid';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('dir');
});

/** jsdom lays nothing out: the grid's resolved tracks are what the stylesheet would give at a width. */
function layOutColumns(columns: number) {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    if (element.tagName !== 'UL') return style;
    return Object.defineProperty(style, 'gridTemplateColumns', {
      value: Array.from({ length: columns }, () => '112px').join(' '),
    });
  });
}

/** Rows of 100 px tiles (items by their data-place) and 12 px gaps, in a window that shows `rowsOnScreen` whole rows of them. */
function layOutRows(columns: number, rowsOnScreen: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const place = Number(this.dataset.place ?? 0);
    return DOMRect.fromRect({ y: Math.floor(place / columns) * 112, width: 100, height: 100 });
  });
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(rowsOnScreen * 112 + 50);
}

/** Ten tiles, four to a row: 1–4, 5–8, 9–10. */
function renderGrid({
  withPackLinks = false,
  initialIndex,
}: { withPackLinks?: boolean; initialIndex?: number } = {}) {
  render(
    <>
      <button type="button">Before</button>
      <StickerGrid label="Stickers" initialIndex={initialIndex}>
        {Array.from({ length: 10 }, (_, index) => (
          <li key={index} data-place={index}>
            <button type="button">sticker {index + 1}</button>
            {withPackLinks ? <a href={`/packs/${index + 1}`}>pack of {index + 1}</a> : null}
          </li>
        ))}
      </StickerGrid>
      <button type="button">After</button>
    </>,
  );
  return { user: userEvent.setup() };
}

const tile = (n: number) => screen.getByRole('button', { name: `sticker ${n}` });

test('the grid is one tab stop: Tab enters at its first tile and the next Tab leaves it', async () => {
  layOutColumns(4);
  const { user } = renderGrid();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  await user.tab();
  expect(tile(1)).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
});

test('Tab comes back to the tile last focused in the grid, from either side', async () => {
  layOutColumns(4);
  const { user } = renderGrid();
  await user.click(tile(7));
  await user.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(tile(7)).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  await user.tab({ shift: true });
  await user.tab();
  expect(tile(8)).toHaveFocus();
});

test('Tab enters at the tile the page names, until another tile is focused', async () => {
  layOutColumns(4);
  const { user } = renderGrid({ initialIndex: 6 });
  await user.tab();
  await user.tab();
  expect(tile(7)).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  await user.tab({ shift: true });
  await user.tab();
  expect(tile(8)).toHaveFocus();
});

test('arrows move one tile, or one row by the columns the stylesheet laid out', async () => {
  layOutColumns(4);
  const { user } = renderGrid();
  await user.tab();
  await user.tab();
  await user.keyboard('{ArrowRight}');
  expect(tile(2)).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(tile(6)).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tile(5)).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(tile(1)).toHaveFocus();
  // At the first tile there is nothing before it.
  await user.keyboard('{ArrowLeft}{ArrowUp}');
  expect(tile(1)).toHaveFocus();
  // The end of a row goes on to the next row's start: it is a list, read in order.
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(tile(5)).toHaveFocus();
});

test('with three columns, ArrowDown moves three tiles', async () => {
  layOutColumns(3);
  const { user } = renderGrid();
  await user.click(tile(2));
  await user.keyboard('{ArrowDown}');
  expect(tile(5)).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(tile(10)).toHaveFocus();
});

test('ArrowDown into a shorter last row goes to the last tile; from the last row it stays', async () => {
  layOutColumns(4);
  const { user } = renderGrid();
  await user.click(tile(8));
  await user.keyboard('{ArrowDown}');
  expect(tile(10)).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowRight}');
  expect(tile(10)).toHaveFocus();
});

test('Home and End go to the row’s first and last tile, with Ctrl to the list’s', async () => {
  layOutColumns(4);
  const { user } = renderGrid();
  await user.click(tile(6));
  await user.keyboard('{End}');
  expect(tile(8)).toHaveFocus();
  await user.keyboard('{Home}');
  expect(tile(5)).toHaveFocus();
  await user.keyboard('{Control>}{End}{/Control}');
  expect(tile(10)).toHaveFocus();
  await user.keyboard('{Control>}{Home}{/Control}');
  expect(tile(1)).toHaveFocus();
});

test('PageDown and PageUp move as many rows as the window shows; in the last or first row they stay', async () => {
  layOutColumns(4);
  layOutRows(4, 1);
  const { user } = renderGrid();
  await user.click(tile(2));
  await user.keyboard('{PageDown}');
  expect(tile(6)).toHaveFocus();
  await user.keyboard('{PageDown}{PageDown}');
  expect(tile(10)).toHaveFocus();
  await user.keyboard('{PageUp}');
  expect(tile(6)).toHaveFocus();
  await user.keyboard('{PageUp}{PageUp}');
  expect(tile(2)).toHaveFocus();
});

test('PageDown and PageUp past the list’s ends go to its last and first tile', async () => {
  layOutColumns(4);
  layOutRows(4, 2);
  const { user } = renderGrid();
  await user.click(tile(7));
  await user.keyboard('{PageDown}');
  expect(tile(10)).toHaveFocus();
  await user.keyboard('{PageUp}');
  expect(tile(2)).toHaveFocus();
  await user.click(tile(7));
  await user.keyboard('{PageUp}');
  expect(tile(1)).toHaveFocus();
});

test('right to left, ArrowLeft goes to the next tile and ArrowRight to the one before', async () => {
  document.documentElement.setAttribute('dir', 'rtl');
  layOutColumns(4);
  const { user } = renderGrid();
  await user.click(tile(3));
  await user.keyboard('{ArrowLeft}');
  expect(tile(4)).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(tile(2)).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(tile(6)).toHaveFocus();
});

test('an item with a second control keeps both in the tab order, and no other item’s', async () => {
  layOutColumns(4);
  const { user } = renderGrid({ withPackLinks: true });
  await user.click(tile(3));
  await user.tab();
  expect(screen.getByRole('link', { name: 'pack of 3' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  // Arrows from the second control move between items too, to the next item's tile.
  await user.tab({ shift: true });
  await user.keyboard('{ArrowRight}');
  expect(tile(4)).toHaveFocus();
});
