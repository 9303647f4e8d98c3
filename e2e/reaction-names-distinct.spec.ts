import { expect, test } from './fixtures';

// Reactions lists the same face from several artwork sets (Twemoji, OpenMoji, Fluent). A screen
// reader lists a page's links by name: three links called "Grinning face: open" that open three
// different stickers cannot be told apart (WCAG 2.4.4), where search and camera search name each
// one's pack.
test('Reactions names each tile apart: no two links that open different stickers share a name', async ({
  page,
}) => {
  // Tall enough that the virtual grid renders the first three sets' faces.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/camera/reactions');
  const list = page.getByRole('list', { name: 'Reaction stickers' });
  await expect(list.getByRole('link').first()).toBeVisible();

  const links = await list.getByRole('link').evaluateAll((elements) =>
    elements.map((link) => ({
      name: (link.getAttribute('aria-label') ?? link.textContent).trim(),
      href: link.getAttribute('href') ?? '',
    })),
  );
  const hrefsByName = new Map<string, Set<string>>();
  for (const { name, href } of links) {
    hrefsByName.set(name, (hrefsByName.get(name) ?? new Set()).add(href));
  }
  const shared = [...hrefsByName]
    .filter(([, hrefs]) => hrefs.size > 1)
    .map(([name, hrefs]) => `${hrefs.size}× “${name}”`);
  expect(
    shared.length,
    `names that lead to more than one sticker, such as ${shared.slice(0, 3).join(', ')}`,
  ).toBe(0);
});
