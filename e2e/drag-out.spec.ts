import { expect, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a pack sticker drags out as an image, and a tap opens its view, which sends it', async ({
  page,
  api,
}) => {
  const pack = (await api.ranking())[0]?.packageId ?? 0;
  await page.goto(`/packs/${pack}`);
  const stickers = page.getByRole('list', { name: /^Stickers in / });
  const tile = stickers.getByRole('listitem').first().getByRole('link');
  const image = tile.getByRole('img');
  await expect(image).toHaveAttribute('draggable', 'true');
  const name = (await image.getAttribute('alt')) ?? '';
  expect(name).not.toMatch(/^Sticker \d/);

  const dragged = await image.evaluate((element) => {
    const data = new DataTransfer();
    element.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: data }));
    return Object.fromEntries(data.types.map((type) => [type, data.getData(type)]));
  });
  const url = dragged['text/uri-list'] ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/images\/.+\?d=300x300$/);
  expect(dragged['text/plain']).toBe(url);
  expect(dragged['text/html']).toBe(`<img src="${url}" alt="${name}">`);
  expect(dragged.downloadurl ?? dragged.DownloadURL).toMatch(/^image\/svg\+xml:[^:]+\.svg:http/);
  const answer = await page.request.get(url);
  expect(answer.ok()).toBe(true);

  const sent = page.waitForResponse((r) => r.url().includes('/api/messenger/v1/analytics/send/'));
  await tile.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  expect((await sent).ok()).toBe(true);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(/^Sticker (image|link) copied/),
  ).toBeVisible();
});
