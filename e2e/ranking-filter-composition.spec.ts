import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

// The ranking's filter box, typed in with a Japanese input method: ねこ is kana still to be
// converted (to 猫), not what the person means to look for.
test.use({ locale: 'ja-JP' });

test('the ranking’s filter box searches nothing while an input method is composing', async ({
  page,
}) => {
  await presetSettings(page, {
    userId: freshUserId('ranking-filter-composition'),
    interfaceLanguage: 'ja',
    lang: 'ja',
  });
  const filtered: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const text = url.searchParams.get('searchText');
    if (url.pathname.endsWith('/camera/v1/package') && text) filtered.push(text);
  });
  // A clock of the test's own: the pause after typing passes when the test says so.
  await page.clock.install();
  await page.goto('/camera');
  await expect(
    page.getByRole('list', { name: message('ja', 'cameraRanking.listLabel') }),
  ).toBeVisible();

  const box = page.getByRole('searchbox', { name: message('ja', 'cameraRanking.filterLabel') });
  await box.focus();
  const cdp = await page.context().newCDPSession(page);
  for (const text of ['n', 'ね', 'ねk', 'ねこ']) {
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
    await expect(box).toHaveValue(text);
  }
  // Well past the typing pause, still composing.
  await page.clock.runFor(2000);

  // The person converts ねこ to 猫 and commits it: that is searched.
  await cdp.send('Input.insertText', { text: '猫' });
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent('猫')}(&|$)`));
  await expect.poll(() => filtered).toContain('猫');
  // The ranking was asked for packs matching ねこ (and the URL said q=ねこ) before 猫 was chosen.
  expect(filtered, 'filter texts sent to the service').toEqual(['猫']);
});
