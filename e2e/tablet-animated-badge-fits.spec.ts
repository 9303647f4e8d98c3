import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

// A tablet held upright: the sidebar shows and the pack lists have two columns.
test.use({ viewport: { width: 768, height: 1024 }, locale: 'ru-RU' });

test('in Russian at 768 px, a ranked pack’s “Анимированный” badge stays inside its card', async ({
  page,
}) => {
  await presetSettings(page, {
    userId: freshUserId('tablet-animated-badge'),
    interfaceLanguage: 'ru',
    lang: 'ru',
  });
  await page.goto('/camera?animated=Y');
  const ranked = page.getByRole('list', { name: message('ru', 'cameraRanking.listLabel') });
  const card = ranked.getByRole('listitem').first().getByRole('article');
  const badge = card.getByText(message('ru', 'pack.animated'), { exact: true });
  await expect(badge).toBeVisible();

  const [cardBox, badgeBox] = await Promise.all([card.boundingBox(), badge.boundingBox()]);
  if (!cardBox || !badgeBox) throw new Error('No box for the card or its badge');
  // Past the card's border the word runs under the next card, which cuts it ("Анимированн").
  expect(badgeBox.x + badgeBox.width, 'the badge’s right edge').toBeLessThanOrEqual(
    cardBox.x + cardBox.width,
  );
});
