import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a start page row has labelled previous and next buttons that a keyboard can use', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await page.goto('/');
  const row = page.getByRole('list', { name: 'Popular packs' });
  await expect(row.getByRole('listitem').first()).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous: Popular packs' });
  const next = page.getByRole('button', { name: 'Next: Popular packs' });
  const scrolled = () => row.evaluate((list) => list.scrollLeft);

  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(scrolled).toBeGreaterThan(100);
  await expect(previous).toBeEnabled();

  await previous.focus();
  await page.keyboard.press('Enter');
  await expect.poll(scrolled).toBe(0);
  await expect(previous).toBeDisabled();
});

test('a pack card in a row shows its name whole and its art set apart', async ({ page, api }) => {
  const ranked = (await api.ranking()).slice(0, 12);
  const suffixed = ranked.filter((pack) => pack.packageName.includes(' · '));
  expect(suffixed.length, 'the seeded catalogue names packs with their art set').toBeGreaterThan(0);
  await page.goto('/');
  const row = page.getByRole('list', { name: 'Popular packs' });
  await expect(row.getByRole('listitem')).toHaveCount(ranked.length);
  for (const pack of suffixed) {
    const at = pack.packageName.lastIndexOf(' · ');
    const [title, artSet] = [pack.packageName.slice(0, at), pack.packageName.slice(at + 3)];
    const card = row.getByRole('link', {
      name: new RegExp(`^${escaped(title)}\\s*,\\s*${escaped(artSet)}\\b`),
    });
    await expect(card).toBeVisible();
    await expect(card.getByText(title, { exact: true })).toBeVisible();
    await expect(card.getByText(pack.packageName)).toHaveCount(0);
  }
});

test('a card reached by Tab is never under the row’s previous or next button', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await page.goto('/');
  const row = page.getByRole('list', { name: 'Popular packs' });
  const links = row.getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  await links.first().focus();
  /** The focused card and the enabled row button it is under, or null. */
  const cardUnderButton = () =>
    page.evaluate(() => {
      const card = document.activeElement;
      if (!card?.closest('ul[aria-label="Popular packs"]')) return null;
      const box = card.getBoundingClientRect();
      const buttons = document.querySelectorAll<HTMLButtonElement>(
        'button[aria-label="Previous: Popular packs"], button[aria-label="Next: Popular packs"]',
      );
      const hit = [...buttons].find((button) => {
        const edge = button.getBoundingClientRect();
        return (
          button.getAttribute('aria-disabled') !== 'true' &&
          edge.left < box.right &&
          edge.right > box.left &&
          edge.top < box.bottom &&
          edge.bottom > box.top
        );
      });
      return hit
        ? `${card.getAttribute('aria-label') ?? card.textContent} under ${hit.ariaLabel}`
        : null;
    });
  for (let index = 1; index < count; index += 1) {
    await page.keyboard.press('Tab');
    // Once the row has settled: at the row's end the next button is disabled (and fades) only
    // after the scroll event has been rendered.
    await expect.poll(cardUnderButton, { timeout: 3000 }).toBeNull();
  }
});
