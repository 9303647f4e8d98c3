import { expect, test } from './fixtures';

// The ranking's filter text is written to the URL a moment after typing stops. The chips and
// selects write theirs at once. When the text is written after a chip or a select changed,
// what the chip or select chose must still be in force.

test('Clear filters on an empty ranking clears the period, kind, category and country too, not only the text', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await page.goto('/camera?date=Daily&animated=N&category=Music&country=KE&q=zzqqxx');
  await expect(
    page.getByRole('heading', { level: 2, name: 'No packs match these filters' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();

  // With every filter cleared, the whole ranking is back.
  await expect(page.getByRole('list', { name: 'Ranked packs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All time' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('');
  expect(new URL(page.url()).search).toBe('');
});

test('a kind picked just after typing in the filter box stays picked once the text is searched', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  // A clock of the test's own: the chip is pressed before the pause after typing has passed,
  // however slow the machine.
  await page.clock.install();
  await page.goto('/camera');
  await expect(page.getByRole('list', { name: 'Ranked packs' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Filter by name or tag' }).fill('cat');
  await page.getByRole('button', { name: 'Animated', exact: true }).click();
  await page.clock.runFor(2000);

  await expect(page).toHaveURL(/[?&]q=cat(&|$)/);
  await expect(page.getByRole('button', { name: 'Animated', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/[?&]animated=Y(&|$)/);
});
