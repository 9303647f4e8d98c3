import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigate, packList } from './support/app';

const ranked = (page: Page) => packList(page, 'Ranked packs');

/** Names of the packs the ranking shows now, once it has settled. */
async function rankedNames(page: Page): Promise<string[]> {
  const list = ranked(page);
  const empty = page.getByRole('heading', { level: 2, name: 'No packs match these filters' });
  await expect(list.or(empty)).toBeVisible();
  await expect(page.locator('.opacity-60')).toHaveCount(0); // placeholder data gone
  if (await empty.isVisible()) return [];
  return list.getByRole('listitem').getByRole('link').allInnerTexts();
}

async function expectRankingChanged(page: Page, before: string[]) {
  await expect.poll(() => rankedNames(page)).not.toEqual(before);
}

test('journey 7: categories lead to their packs', async ({ page, userId }) => {
  await page.goto('/categories');
  await expect(page.getByRole('link', { name: `Settings for ${userId}` })).toBeVisible();
  const categories = page.getByRole('list', { name: 'Categories' });
  const first = categories.getByRole('link').first();
  const href = (await first.getAttribute('href')) ?? '';
  const name = decodeURIComponent(href.replace('/categories/', ''));
  await first.click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(href);
  const packs = packList(page, `${name} packs`);
  await expect(packs.getByRole('listitem').first()).toBeVisible();

  // A pack of the category opens, and lists the category among its own.
  await packs.getByRole('listitem').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/packs\/\d+$/);
  await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
});

test('journey 7: each ranking filter changes the list and the URL; a reload keeps them', async ({
  page,
  userId,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: `Settings for ${userId}` })).toBeVisible();
  await navigate(page, 'Ranking', 'Popular packs');
  const all = await rankedNames(page);
  expect(all.length).toBeGreaterThan(1);

  const period = page.getByRole('group', { name: 'Period' });
  const kind = page.getByRole('group', { name: 'Stickers' });
  const category = page.getByRole('combobox', { name: 'Category' });
  const country = page.getByRole('combobox', { name: 'Country' });

  const filters: {
    param: RegExp;
    apply: () => Promise<void>;
    clear: () => Promise<void>;
  }[] = [
    {
      param: /[?&]date=Daily(&|$)/,
      apply: () => period.getByRole('button', { name: 'Today' }).click(),
      clear: () => period.getByRole('button', { name: 'All time' }).click(),
    },
    {
      param: /[?&]animated=Y(&|$)/,
      apply: () => kind.getByRole('button', { name: 'Animated' }).click(),
      clear: () => kind.getByRole('button', { name: 'All' }).click(),
    },
    {
      param: /[?&]category=[^&]+/,
      apply: async () => {
        await expect(category.locator('option')).not.toHaveCount(1);
        await category.selectOption({ index: 2 });
      },
      clear: async () => {
        await category.selectOption('');
      },
    },
    {
      param: /[?&]country=KR(&|$)/,
      apply: async () => {
        await country.selectOption('KR');
      },
      clear: async () => {
        await country.selectOption('');
      },
    },
  ];

  for (const filter of filters) {
    await filter.apply();
    await expect(page).toHaveURL(filter.param);
    await expectRankingChanged(page, all);
    await filter.clear();
    await expect(page).not.toHaveURL(filter.param);
    await expect.poll(() => rankedNames(page)).toEqual(all);
  }

  await kind.getByRole('button', { name: 'Animated' }).click();
  const both = page.waitForResponse(
    (r) =>
      /\/api\/camera\/v1\/package\?/.test(r.url()) &&
      /date=Monthly/.test(r.url()) &&
      /animated=Y/.test(r.url()),
  );
  await period.getByRole('button', { name: 'This month' }).click();
  await both;
  await expect(page).toHaveURL(/animated=Y/);
  await expect(page).toHaveURL(/date=Monthly/);
  await expectRankingChanged(page, all);
  const filtered = await rankedNames(page);

  await page.reload();
  await expect(page).toHaveURL(/animated=Y/);
  await expect(page).toHaveURL(/date=Monthly/);
  await expect(kind.getByRole('button', { name: 'Animated' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(period.getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => rankedNames(page)).toEqual(filtered);
});
