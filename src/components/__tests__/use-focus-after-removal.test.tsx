import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { expect, test } from 'vitest';
import { useFocusAfterRemoval } from '../use-focus-after-removal';

function RemovableList({ initial }: { initial: string[] }) {
  const [names, setNames] = useState(initial);
  const ref = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(ref);
  const remove = (name: string) => setNames((all) => all.filter((other) => other !== name));
  return (
    <main tabIndex={-1}>
      <div ref={ref}>
        {names.length > 0 ? (
          <ul>
            {names.map((name) => (
              <li key={name}>
                <button type="button" onClick={() => remove(name)}>
                  Hide {name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <a href="/">Find stickers</a>
        )}
      </div>
    </main>
  );
}

test('hiding an item by keyboard moves focus to the item now in its place', async () => {
  const user = userEvent.setup();
  render(<RemovableList initial={['A', 'B', 'C']} />);
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Hide B' })).toHaveFocus();

  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Hide C' })).toHaveFocus());
});

test('hiding the last item moves focus to the one before; the last of all to the empty state', async () => {
  const user = userEvent.setup();
  render(<RemovableList initial={['A', 'B']} />);
  await user.tab();
  await user.tab();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Hide A' })).toHaveFocus());

  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('link', { name: 'Find stickers' })).toHaveFocus());
});

function ListWithLoadMore() {
  const [names, setNames] = useState(['A', 'B']);
  const ref = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(ref);
  return (
    <main tabIndex={-1}>
      <div ref={ref}>
        <ul>
          {names.map((name) => (
            <li key={name}>
              <a href={`/${name}`}>Open {name}</a>
            </li>
          ))}
        </ul>
        {names.length < 4 ? (
          <button type="button" onClick={() => setNames((all) => [...all, `${all.length}`])}>
            Load more
          </button>
        ) : null}
      </div>
    </main>
  );
}

test('Load more that brings the last page and goes away hands focus to the first item it brought', async () => {
  const user = userEvent.setup();
  render(<ListWithLoadMore />);
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  // Not the last page: the button stays, and so does focus.
  expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();

  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('link', { name: 'Open 3' })).toHaveFocus());
});

function VirtualLikeList() {
  const [first, setFirst] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(ref, { followItems: false });
  return (
    <main tabIndex={-1}>
      <button type="button" onClick={() => setFirst((n) => n + 1)}>
        Scroll on
      </button>
      <div ref={ref}>
        <ul>
          {[first, first + 1].map((n) => (
            <li key={n}>
              <a href={`/${n}`}>Tile {n}</a>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}

test('in a virtual list, a focused item scrolled out of the list takes focus nowhere', async () => {
  const user = userEvent.setup();
  render(<VirtualLikeList />);
  await user.tab();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Tile 0' })).toHaveFocus();
  // The page scrolls on, focus staying where it was: tile 0 leaves the list.
  fireEvent.click(screen.getByRole('button', { name: 'Scroll on' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Tile 0' })).toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('link', { name: 'Tile 1' })).not.toHaveFocus();
});
