import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

function Page() {
  useScrollRestoration(() => undefined);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/packs/1">Open pack</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

test('Back returns to where the page was when the link was pressed, before any scroll event said so', async () => {
  // jsdom lays nothing out: the window's scroll position is this variable.
  let scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation((_x: number, y: number) => {
    scrollY = y;
  });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/?q=face']}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );

  // Results arriving above moved the page; its scroll event has not been dispatched yet.
  scrollY = 714;
  await user.click(screen.getByRole('link', { name: 'Open pack' }));
  expect(scrollY).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(scrollY).toBe(714);
});
