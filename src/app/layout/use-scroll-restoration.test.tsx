import { fireEvent, render, screen } from '@testing-library/react';
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

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A window to scroll in (jsdom lays nothing out): at `at`, and no further than `maxScroll`. */
function fakeScrolling(at: number) {
  const page = { scrollY: at, maxScroll: 10_000 };
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => page.scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation((_x: number, y: number) => {
    page.scrollY = Math.min(y, page.maxScroll);
  });
  return page;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/?q=face']}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('Back returns to where the page was when the link was pressed, before any scroll event said so', async () => {
  const page = fakeScrolling(0);
  const user = userEvent.setup();
  renderPage();

  // Results arriving above moved the page; its scroll event has not been dispatched yet.
  page.scrollY = 714;
  await user.click(screen.getByRole('link', { name: 'Open pack' }));
  expect(page.scrollY).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(page.scrollY).toBe(714);
});

/**
 * Leaves the page scrolled to 1,400 px and comes back with Back to a page that, for now, scrolls
 * no further than 600 px: the results come back one page long, their next page asked for again.
 */
function leaveAndComeBackShorter() {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  const page = fakeScrolling(0);
  renderPage();
  page.scrollY = 1400;
  fireEvent.click(screen.getByRole('link', { name: 'Open pack' }));
  page.maxScroll = 600;
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  return page;
}

test('Back holds the page where it was while it grows and shrinks, for seconds if need be', () => {
  const page = leaveAndComeBackShorter();
  expect(page.scrollY).toBe(600);
  vi.advanceTimersByTime(3000);
  page.maxScroll = 10_000;
  vi.advanceTimersByTime(100);
  expect(page.scrollY).toBe(1400);
  // A loading row goes away: the page shrinks and the browser pulls the scroll up; more results
  // arrive a moment later, and the page is held where it was.
  page.maxScroll = 1300;
  page.scrollY = 1300;
  vi.advanceTimersByTime(500);
  page.maxScroll = 10_000;
  vi.advanceTimersByTime(100);
  expect(page.scrollY).toBe(1400);
});

test('Back stops restoring as soon as the user scrolls', () => {
  const page = leaveAndComeBackShorter();
  fireEvent.wheel(window, { deltaY: -100 });
  page.scrollY = 480;
  page.maxScroll = 10_000;
  vi.advanceTimersByTime(1000);
  expect(page.scrollY).toBe(480);
});
