import { expect, test } from './fixtures';
import { boxOf, largeText, sidewaysScroll } from './support/boxes';

// A phone whose browser text size is set to 200 % (Chrome's font size setting: the root font
// size), in Spanish. WCAG 1.4.4 and 1.4.10: the pack page's actions wrap; the page never scrolls
// sideways and no button runs past the screen's edge.
test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });

test('with the browser’s text at 200 % on a phone, a pack’s actions fit the screen in Spanish', async ({
  page,
  api,
  userId,
}) => {
  await largeText(page);
  const pack = await api.packNotOwnedBy(userId);
  await page.goto(`/packs/${pack.packageId}`);
  const wish = page.getByRole('button', { name: 'Añadir a la lista de deseos' });
  await expect(wish).toBeVisible();

  const screen = await page.evaluate(() => document.documentElement.clientWidth);
  for (const name of ['Descargar', 'Añadir a la lista de deseos', 'Enviar como regalo']) {
    const box = await boxOf(page.getByRole('main').getByRole('button', { name, exact: true }));
    expect(box.x, `“${name}” starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `“${name}” ends on screen`).toBeLessThanOrEqual(screen);
  }
  expect(await sidewaysScroll(page), 'how far the page scrolls sideways').toBeLessThanOrEqual(0);
});
