import { expect, type Locator, type Page } from '@playwright/test';

/** The sidebar (wide screens) navigation; tests run at desktop width unless they resize. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Follows a sidebar link: a client-side navigation, so the query cache stays as it is. Camera's
 * "Search" comes after the app's own "Search", so the first link of a name is the one meant.
 */
export async function navigate(page: Page, linkName: string, heading: string | RegExp) {
  await mainNav(page).getByRole('link', { name: linkName, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The pack list a page labels `label` (My packs, Wish list, Received gifts, …). */
export function packList(page: Page, label: string): Locator {
  return page.getByRole('list', { name: label, exact: true });
}

export function packItem(list: Locator, packName: string): Locator {
  return list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('link', { name: packName, exact: true }) });
}

/**
 * Expects `packName` in a paged pack list, pressing "Load more" while the pack is not on the
 * pages shown yet. Returns the list item.
 */
export async function expectPackListed(page: Page, label: string, packName: string) {
  const list = packList(page, label);
  await expect(list).toBeVisible();
  const item = packItem(list, packName);
  const more = page.getByRole('button', { name: /^Load more/ });
  for (;;) {
    if ((await item.count()) > 0) break;
    if ((await more.count()) === 0) break;
    const before = await list.getByRole('listitem').count();
    await more.click();
    await expect(list.getByRole('listitem')).not.toHaveCount(before);
  }
  await expect(item).toBeVisible();
  return item;
}

/** Expects the page's pack list (or its empty state) to show no item for `packName`. */
export async function expectPackNotListed(page: Page, packName: string) {
  await expect(
    page.getByRole('main').getByRole('link', { name: packName, exact: true }),
  ).toHaveCount(0);
}

/** Waits until the page shows its content: a page heading and no loading placeholder. */
export async function waitForContent(page: Page, loading: RegExp = /^Loading/) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: loading })).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Presses Tab until `target` has focus (Tab only: the keyboard-only journeys). */
export async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} within ${maxPresses} presses`);
}

/** Switches the app to another userId through Settings, as a person would. */
export async function switchUser(page: Page, userId: string) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Settings for / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'User ID' });
  // The user id is under Advanced, folded unless a key of one's own is set.
  if (!(await field.isVisible())) await page.getByText('Advanced', { exact: true }).click();
  await field.fill(userId);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('link', { name: `Settings for ${userId}` })).toBeVisible();
}

/** Where keyboard focus is: on the page's body (lost), in main, or on another element (its tag). */
export function focusPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'the page’s body';
    return document.querySelector('main')?.contains(active) ? 'in main' : active.tagName;
  });
}

/**
 * Settings refused the user id in `field` beside it and saved nothing: the header still names
 * `userId`, and the lists (left past the unsaved-changes question) are still that user's.
 */
export async function expectUserIdRefused(page: Page, field: Locator, userId: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Settings saved.')).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Settings for / }),
  ).toHaveAccessibleName(`Settings for ${userId}`);
  // The refused id is unsaved: leaving asks first.
  page.once('dialog', (dialog) => void dialog.accept());
  await navigate(page, 'Wish list', 'Wish list');
  await expect(
    page.getByRole('heading', { name: 'The sticker service refused the request' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your wish list is empty' }),
  ).toBeVisible();
}
