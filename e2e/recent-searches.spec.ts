import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The local service learns M1's record=N with the service side of this change; until then it
// records every M1, and the assertions marked "record=N" fail against it.

/** Longer than the typing pause (300 ms), well under the dwell that records a tag (2 s). */
const TYPING_PAUSE_MS = 700;

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });

/** Every M1 the page asks for, by whether it asks the service to record its tag. */
function watchSearches(page: Page) {
  const searches: { q: string; recorded: boolean }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/messenger/v1/search')) return;
    searches.push({
      q: url.searchParams.get('q') ?? '',
      recorded: url.searchParams.get('record') !== 'N',
    });
  });
  return searches;
}

test('typing with pauses records only the tag the person commits', async ({
  page,
  userId,
  api,
}) => {
  const searches = watchSearches(page);
  await page.clock.install();
  await page.goto('/');
  const box = searchBox(page);
  // The page's clock stands still while the person types: a pause long enough for results to
  // follow the typing, far shorter than the dwell that would count 'hea' as searched for, however
  // slow the machine is.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await box.pressSequentially('hea');
  await page.clock.runFor(TYPING_PAUSE_MS);
  await expect(page).toHaveURL(/[?&]q=hea(&|$)/);
  await box.pressSequentially('rt');
  await page.clock.runFor(TYPING_PAUSE_MS);
  await expect(page).toHaveURL(/[?&]q=heart(&|$)/);
  await box.press('Enter');
  await page.clock.resume();

  await expect.poll(() => searches.filter((s) => s.recorded).map((s) => s.q)).toEqual(['heart']);
  await expect.poll(() => api.recentSearches(userId)).toContain('heart');
  // record=N: the service must not keep the fragment the pause searched.
  expect(await api.recentSearches(userId)).not.toContain('hea');

  const recent = page.getByRole('region', { name: 'Recent searches' });
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(recent.getByRole('link', { name: 'heart', exact: true })).toBeVisible();
  await expect(recent.getByRole('link', { name: 'hea', exact: true })).toHaveCount(0);
});

test('an input method composing runs no search and records nothing until committed', async ({
  page,
  userId,
  api,
}) => {
  const searches = watchSearches(page);
  await page.goto('/');
  const box = searchBox(page);
  await box.focus();
  const cdp = await page.context().newCDPSession(page);
  for (const text of ['n', 'ね', 'ねk', 'ねこ']) {
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
    await expect(box).toHaveValue(text);
  }
  // Well past the typing pause, still composing: nothing was searched.
  await page.waitForTimeout(1000);
  expect(searches).toEqual([]);
  await expect(page).not.toHaveURL(/[?&]q=/);

  // The person converts ねこ to 猫 and commits it.
  await cdp.send('Input.insertText', { text: '猫' });
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent('猫')}(&|$)`));
  expect(searches.map((s) => s.q)).toEqual(['猫']);
  await box.press('Enter');

  await expect.poll(() => searches.filter((s) => s.recorded).map((s) => s.q)).toEqual(['猫']);
  await expect.poll(() => api.recentSearches(userId)).toContain('猫');
  const recorded = await api.recentSearches(userId);
  for (const fragment of ['n', 'ね', 'ねk', 'ねこ']) expect(recorded).not.toContain(fragment);
});
