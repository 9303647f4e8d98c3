import type { Page } from '@playwright/test';
import { expect, presetSettings, test } from './fixtures';
import { waitForContent } from './support/app';

// What a person who cannot see the screen hears after an action, and where their focus is: a
// keyboard and screen-reader walkthrough (28 Nov) found each of these wanting.

/** The element that has focus, described; `<body>` when focus was lost. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    return `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent.trim()}`;
  });
}

test.describe('Settings saved with the keyboard', () => {
  test('after Save settings with Enter, focus is not lost to <body>', async ({ page }) => {
    await page.goto('/settings');
    await waitForContent(page);
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.focus();
    await page.keyboard.press('ArrowDown');
    const save = page.getByRole('button', { name: 'Save settings' });
    await expect(save).toBeEnabled();
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Settings saved.')).toBeVisible();
    // The button goes disabled once nothing differs, and takes focus with it: the next Tab
    // starts again from the top of the page.
    await expect.poll(() => focused(page)).not.toBe('<body>');
  });

  test('after Discard changes with Enter, focus is not lost to <body>', async ({ page }) => {
    await page.goto('/settings');
    await waitForContent(page);
    await page.getByRole('combobox', { name: 'Country' }).focus();
    await page.keyboard.press('ArrowDown');
    const discard = page.getByRole('button', { name: 'Discard changes' });
    await expect(discard).toBeEnabled();
    await discard.focus();
    await page.keyboard.press('Enter');
    await expect(discard).toBeDisabled();
    await expect.poll(() => focused(page)).not.toBe('<body>');
  });
});

test('a search that finds nothing says so in the results status', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });
  await box.fill('qqqzzzxx');
  await box.press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: 'No stickers for “qqqzzzxx”' }),
  ).toBeVisible();
  // The status that says "45 stickers for “cat”" is left empty: focus stays in the box and a
  // screen reader hears "Searching…" and then nothing.
  await expect(
    page.getByRole('status').filter({ hasText: 'No stickers for “qqqzzzxx”' }),
  ).toHaveCount(1);
});

test('camera search announces how many stickers it found', async ({ page }) => {
  await page.goto('/camera/search');
  const box = page.getByRole('searchbox', { name: 'Search camera stickers' });
  await box.fill('cat');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Camera stickers for cat' })).toBeVisible();
  // The count is only a heading; the search page proper says it in a status.
  await expect(page.getByRole('status').filter({ hasText: /stickers for “cat”/ })).toHaveCount(1);
});

test('camera search that finds nothing is announced', async ({ page }) => {
  await page.goto('/camera/search');
  const box = page.getByRole('searchbox', { name: 'Search camera stickers' });
  await box.fill('qqqzzzxx');
  await box.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'No camera stickers for “qqqzzzxx”' }),
  ).toBeVisible();
  await expect(
    page
      .locator('[role="status"], [role="alert"], [aria-live]')
      .filter({ hasText: 'No camera stickers for “qqqzzzxx”' }),
  ).toHaveCount(1);
});

test('ranking: a filter typed that leaves no packs is announced', async ({ page }) => {
  await page.goto('/camera');
  await expect(page.getByRole('list', { name: 'Ranked packs' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter by name or tag' }).fill('qqqzzzxx');
  await expect(page.getByRole('heading', { name: 'No packs match these filters' })).toBeVisible();
  // Focus stays in the filter field; nothing tells a screen reader the list emptied.
  await expect(
    page
      .locator('[role="status"], [role="alert"], [aria-live]')
      .filter({ hasText: 'No packs match these filters' }),
  ).toHaveCount(1);
});

test('sticker view: the artist link’s name starts with the words it shows', async ({
  page,
  api,
}) => {
  const packageId = (await api.ranking())[0]?.packageId ?? 0;
  const pack = await api.pack(packageId, 'demo');
  const stickerId = pack.stickers[0]?.stickerId ?? 0;
  await page.goto(`/packs/${packageId}?sticker=${stickerId}&pack=${packageId}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  const artist = dialog.locator('a[href^="/camera?q="]');
  const shown = (await artist.innerText()).trim();
  expect(shown).toBe(pack.artistName);
  // Named "Stickers by <artist>": a voice user saying the words they see ("<artist>") is
  // matched only partway, and a screen reader reads different words first (WCAG 2.5.3).
  await expect(artist).toHaveAccessibleName(new RegExp(`^${escapeRegExp(shown)}`));
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('Japanese list buttons', () => {
  test.use({ locale: 'ja-JP' });

  test('each pack list button’s name starts with the word it shows', async ({ page }) => {
    await presetSettings(page, { userId: 'demo', interfaceLanguage: 'ja' });
    const mismatches: string[] = [];
    for (const path of ['/my-packs', '/hidden', '/wishlist', '/gifts']) {
      await page.goto(path);
      const buttons = page.getByRole('main').getByRole('listitem').getByRole('button');
      await expect(buttons.first()).toBeVisible();
      const pairs = await buttons.evaluateAll((all) =>
        all.map((b) => [b.textContent.trim(), b.getAttribute('aria-label') ?? ''] as const),
      );
      for (const [shown, name] of pairs) {
        // ja: 「削除」 shown, named 「…をウィッシュリストから削除」: a screen reader reads the
        // pack's name first and a voice user's 「削除」 is not the start of the name. The Gift
        // button (「プレゼント：…を友だちに贈る」) shows the way.
        if (name && !name.startsWith(shown)) mismatches.push(`${path}: ${shown} → ${name}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

test('send as a gift: the focused Send gift button tells whom the gift goes to', async ({
  page,
  userId,
  api,
}) => {
  const packageId = (await api.ranking())[0]?.packageId ?? 0;
  await page.goto(`/packs/${packageId}`);
  await page.getByRole('main').getByRole('button', { name: 'Send as a gift' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Friend’s user id' })).toBeFocused();
  await page.keyboard.type('mina');
  await page.keyboard.press('Enter');
  const send = page.getByRole('dialog').getByRole('button', { name: 'Send gift' });
  await expect(send).toBeFocused();
  expect(userId).not.toBe('mina');
  // Focus skips the question "Send “…” to mina?": a screen reader says "Send gift, button"
  // and nothing of the receiver typed a moment ago.
  await expect(send).toHaveAccessibleDescription(/to mina\?/);
});
