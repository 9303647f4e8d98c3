import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi, type MockInstance } from 'vitest';
import { VirtualStickerGrid } from '../virtual-sticker-grid';

const items = Array.from({ length: 2000 }, (_, index) => index);

/** jsdom lays nothing out: the grid sits at the page's top, 720 px wide (six columns of 110 px, rows of 122). */
function scrollTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: -y, width: 720, height: 0 }),
  );
}

let windowScrolls: MockInstance;

beforeEach(() => {
  scrollTo(0);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600);
  // The page is as tall as the grid's 334 rows of 122 px.
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(334 * 122);
  // jsdom does not scroll: the virtualizer's scroll moves the page, and the page is told later.
  windowScrolls = vi.spyOn(window, 'scrollTo').mockImplementation((options?: unknown) => {
    scrollTo((options as ScrollToOptions | undefined)?.top ?? 0);
    setTimeout(() => window.dispatchEvent(new Event('scroll')));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('dir');
});

async function scrollWindowTo(y: number) {
  scrollTo(y);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

function Page({ list = items }: { list?: readonly number[] }) {
  return (
    <>
      <button type="button">Before</button>
      <VirtualStickerGrid
        items={list}
        label="Stickers"
        getKey={(item) => item}
        renderItem={(item) => <button type="button">sticker {item}</button>}
      />
      <button type="button">After</button>
    </>
  );
}

function renderGrid() {
  const { rerender } = render(<Page />);
  return { user: userEvent.setup(), rerender };
}

const tile = (n: number) => screen.getByRole('button', { name: `sticker ${n}` });

test('of the tiles rendered, Tab reaches one; the next Tab leaves the grid', async () => {
  const { user } = renderGrid();
  expect(screen.getAllByRole('button').length).toBeGreaterThan(30);
  await user.tab();
  await user.tab();
  expect(tile(0)).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
});

test('arrows, Home and End move by tiles and by rows of the columns the grid lays out', async () => {
  const { user } = renderGrid();
  await user.click(tile(0));
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(tile(2)).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(tile(8)).toHaveFocus();
  await user.keyboard('{End}');
  expect(tile(11)).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tile(12)).toHaveFocus();
  await user.keyboard('{ArrowUp}{Home}');
  expect(tile(6)).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tile(5)).toHaveFocus();
});

test('right to left, ArrowLeft goes to the next tile', async () => {
  document.documentElement.setAttribute('dir', 'rtl');
  const { user } = renderGrid();
  await user.click(tile(3));
  await user.keyboard('{ArrowLeft}');
  expect(tile(4)).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(tile(2)).toHaveFocus();
});

test('ArrowDown past the rendered rows scrolls the next row in and focuses its tile', async () => {
  const { user } = renderGrid();
  const rendered = screen.getAllByRole('listitem');
  const last = Number(rendered.at(-1)?.getAttribute('aria-posinset')) - 1;
  expect(last).toBeLessThan(100);
  await user.click(tile(last));
  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(tile(last + 6)).toHaveFocus());
  expect(windowScrolls).toHaveBeenCalled();
});

test('Ctrl+End scrolls to the list’s last tile and focuses it; Ctrl+Home back to the first', async () => {
  const { user } = renderGrid();
  await user.click(tile(0));
  await user.keyboard('{Control>}{End}{/Control}');
  await waitFor(() => expect(tile(1999)).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'sticker 0' })).not.toBeInTheDocument();
  await user.keyboard('{Control>}{Home}{/Control}');
  await waitFor(() => expect(tile(0)).toHaveFocus());
});

test('PageDown and PageUp move as many rows as the window shows, scrolling in tiles not rendered', async () => {
  // 600 px show four whole rows of 122 px: a page is 24 tiles.
  const { user } = renderGrid();
  await user.click(tile(1));
  await user.keyboard('{PageDown}');
  expect(tile(25)).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'sticker 49' })).not.toBeInTheDocument();
  await user.keyboard('{PageDown}');
  await waitFor(() => expect(tile(49)).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'sticker 25' })).not.toBeInTheDocument();
  await user.keyboard('{PageUp}');
  await waitFor(() => expect(tile(25)).toHaveFocus());
  await user.keyboard('{PageUp}');
  await waitFor(() => expect(tile(1)).toHaveFocus());
});

test('focus taken elsewhere while a tile is scrolled in stays there', async () => {
  const { user } = renderGrid();
  await user.click(tile(0));
  fireEvent.keyDown(tile(0), { key: 'End', ctrlKey: true });
  screen.getByRole('button', { name: 'After' }).focus();
  await waitFor(() => expect(tile(1999)).toBeInTheDocument());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
});

test('another list (a new search) is entered at its first tile, more of the same list keeps the tile', async () => {
  const { user, rerender } = renderGrid();
  await user.click(tile(0));
  await user.keyboard('{ArrowRight}{ArrowRight}');
  rerender(<Page list={[...items, 2000, 2001]} />);
  screen.getByRole('button', { name: 'Before' }).focus();
  await user.tab();
  expect(tile(2)).toHaveFocus();

  rerender(<Page list={items.map((item) => item + 5000)} />);
  screen.getByRole('button', { name: 'Before' }).focus();
  await user.tab();
  expect(tile(5000)).toHaveFocus();
});

test('once the focused tile is scrolled out of the DOM, Tab enters at the first tile on screen', async () => {
  const { user } = renderGrid();
  await user.click(tile(0));
  await user.keyboard('{ArrowRight}');
  await scrollWindowTo(12_200);
  expect(screen.queryByRole('button', { name: 'sticker 1' })).not.toBeInTheDocument();

  screen.getByRole('button', { name: 'Before' }).focus();
  await user.tab();
  // Row 100 starts at 12,200 px: its first tile is the first on screen (the row above, rendered
  // as overscan, is not on screen).
  expect(tile(600)).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
});
