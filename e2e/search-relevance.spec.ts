import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
const results = (page: Page, q: string) => page.getByRole('list', { name: `Stickers for ${q}` });

/** Searches as a person types, then scrolls to the end of the results, reading every tile. */
async function allTileNames(page: Page, q: string): Promise<string[]> {
  await searchBox(page).fill(q);
  const list = results(page, q);
  await expect(list.getByRole('link').first()).toBeVisible();
  const names = new Set<string>();
  const end = page.getByText(`That’s every sticker for “${q}”.`);
  await expect(async () => {
    const seen = await list.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const position = item.getAttribute('aria-posinset') ?? '';
        return `${position}\u0000${item.querySelector('a')?.getAttribute('aria-label') ?? ''}`;
      }),
    );
    for (const name of seen) names.add(name);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(end).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  return [...names].map((name) => name.split('\u0000')[1] ?? '');
}

test('a search for cat scrolls to its end showing only cats', async ({ page }) => {
  await page.goto('/');
  const names = await allTileNames(page, 'cat');
  expect(names.length).toBeGreaterThan(20);
  // Each tile is named after the keyword it matched: a cat, never catch or Catalan words.
  for (const name of names) expect(name).toMatch(/\bcats?\b/i);
});

test('a search for 😺 shows cats', async ({ page }) => {
  await page.goto('/');
  const names = await allTileNames(page, '😺');
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/\bcat\b/i);
});

test('a one-typo search says which word it showed', async ({ page }) => {
  await page.goto('/?q=kitetn');
  await expect(page.getByText(/Showing results for\s*kitten/)).toBeVisible();
  // The list is named for the word whose stickers it holds.
  await expect(results(page, 'kitten').getByRole('link').first()).toBeVisible();
});

test('a removed recent search stays gone after a reload', async ({ page, userId, api }) => {
  expect(userId).toMatch(/^e2e-/); // a fresh user: no recent searches yet
  for (const q of ['dog', 'cat']) {
    await page.goto(`/?q=${q}`);
    await expect(results(page, q).getByRole('link').first()).toBeVisible();
    // A search is recorded once the person has stayed on its results for a moment.
    await expect.poll(() => api.recentSearches(userId)).toContain(q);
  }
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('link', { name: 'dog', exact: true })).toBeVisible();

  await recent.getByRole('button', { name: 'Remove “dog” from recent searches' }).click();
  await expect(recent.getByRole('link', { name: 'dog', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(recent.getByRole('link', { name: 'cat', exact: true })).toBeVisible();
  await expect(recent.getByRole('link', { name: 'dog', exact: true })).toHaveCount(0);
});

test('the start page leads with trending packs, and one opens', async ({ page }) => {
  await page.goto('/');
  const trending = page.getByRole('list', { name: 'Popular packs' });
  const first = trending.getByRole('link').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('span').first().textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/packs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
