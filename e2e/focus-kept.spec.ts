// Keyboard focus when the control holding it goes away with a list that changes under it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The focused element, described for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'the page body';
    const name = active.getAttribute('aria-label') ?? active.textContent.trim().slice(0, 60);
    return `${active.tagName.toLowerCase()} "${name}"`;
  });

test('Clear filters on an empty ranking keeps keyboard focus on the page, not the body', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/camera');
  await expect(page.getByRole('list', { name: 'Ranked packs' })).toBeVisible();
  await page.getByRole('button', { name: /^Filters:/ }).click();
  await page.getByRole('searchbox', { name: 'Filter by name or tag' }).fill('zzqqxx');
  const clear = page.getByRole('button', { name: 'Clear filters' });
  await expect(clear).toBeVisible();

  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Ranked packs' })).toBeVisible();
  await expect(clear).toHaveCount(0);

  // The button that held focus is gone with the empty state: focus must land somewhere a
  // keyboard user can go on from (the filter field, the list), not fall back to the body.
  await expect.poll(() => focused(page)).not.toBe('the page body');
});

test('Sending a sticker again from Recently sent, then closing its view, gives focus back to its tile', async ({
  page,
  api,
  userId,
}) => {
  const [pack] = await api.ranking();
  if (!pack) throw new Error('The ranking is empty');
  const stickers = (await api.pack(pack.packageId, userId)).stickers.slice(0, 4);
  for (const sticker of stickers) await api.send(userId, sticker.stickerId);

  await page.goto('/sent');
  const sent = page.getByRole('list', { name: 'Recently sent stickers' });
  await expect(sent.getByRole('listitem')).toHaveCount(4);
  // The third tile: not the newest, so sending it again moves it to the front.
  const tile = sent
    .getByRole('listitem')
    .nth(2)
    .getByRole('link', { name: /: open$/ });
  const tileName = await tile.getAttribute('aria-label');
  await tile.focus();
  await page.keyboard.press('Enter');
  const view = page.getByRole('dialog');
  await expect(view).toBeVisible();

  const recorded = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/analytics/send/'),
  );
  await view.getByRole('button', { name: 'Send', exact: true }).click();
  await recorded;
  // The list has its new order (the resent sticker first) before the view closes.
  await expect(
    sent
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: /: open$/ }),
  ).toHaveAttribute('aria-label', tileName ?? '');
  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);

  // Focus returns to the tile that opened the view (now first), as it does without a send.
  await expect.poll(() => focused(page)).toBe(`a "${tileName ?? ''}"`);
});

test('Load more that brings the last page keeps keyboard focus in the list, not the body', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // A slow connection: the second (and last) page of animated packs takes a moment.
  await page.route(/\/api\/camera\/v1\/package\?.*pageNumber=2/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.fallback();
  });
  await page.goto('/camera?animated=Y');
  const list = page.getByRole('list', { name: 'Ranked packs' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  const more = page.getByRole('button', { name: /^Load(ing)? more/ });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveCount(0);
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(20);

  // The button that held focus went away with the last page: focus must stay where the person
  // can go on (the first new pack), not fall back to the top of the page.
  await expect.poll(() => focused(page)).not.toBe('the page body');
});
