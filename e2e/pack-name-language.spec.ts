import { expect, test } from './fixtures';

// A pack named in another language than the interface (the service says which: language) is read
// by a screen reader in the page's voice unless the name is marked with its own lang (WCAG 3.1.2):
// "Baśniowe postacie" read with English rules is hard to make out.
test('a Polish pack’s name on its page is marked as Polish, not read as English', async ({
  page,
  api,
  userId,
}) => {
  const ranked = await api.ranking();
  let polish: { packageId: number; packageName: string } | undefined;
  for (const { packageId } of ranked) {
    const pack = await api.pack(packageId, userId);
    if (pack.language === 'Polish') {
      polish = pack;
      break;
    }
  }
  if (!polish) throw new Error('The seeded ranking has no Polish pack');

  await page.goto(`/packs/${polish.packageId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText(polish.packageName.split(' · ')[0] ?? '');
  const language = await title.evaluate(
    (heading) =>
      heading.querySelector('[lang]')?.getAttribute('lang') ??
      heading.closest('[lang]')?.getAttribute('lang'),
  );
  expect(language, 'the lang the pack’s name is read in').toMatch(/^pl\b/);
});
