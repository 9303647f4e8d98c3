import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { getCurrentService, reshapeOperation, startTestService } from '../../testing/msw';
import { renderApp } from './render-app';

vi.setConfig({ testTimeout: 20_000 });

// Names a service sends that look like the messages' own markup or placeholders. An artist's name
// is shown exactly as sent (a licence's attribution), and so is every other name.
const ARTISTS: Record<number, string> = {
  1: '<b>Bold</b> Studio',
  2: 'a<0>b</0>c',
  4: 'Tom & Jerry {artist} <br/>',
};
const SENDER = 'x</0><1>spoof</1><0>y';
const RECEIVER = '<1>to</1> {receiver}';

async function startWithMarkupNames() {
  await startTestService((db) => {
    const rename = db.prepare('UPDATE packages SET artist_name = ? WHERE package_id = ?');
    for (const [id, name] of Object.entries(ARTISTS)) rename.run(name, Number(id));
  });
}

/** The paragraphs or spans whose whole text is `text` (its words may sit in several elements). */
const paragraphReading = (text: string) =>
  screen.findAllByText(
    (_, element) =>
      (element?.tagName === 'P' || element?.tagName === 'SPAN') && element.textContent === text,
  );

test('My packs and the wish list show artist names with tags in them exactly as sent', async () => {
  await startWithMarkupNames();
  const { router } = renderApp('/my-packs');
  expect(await paragraphReading(`by ${ARTISTS[1]}`)).not.toHaveLength(0);
  expect(await paragraphReading(`by ${ARTISTS[2]}`)).not.toHaveLength(0);
  await router.navigate('/wishlist');
  expect(await paragraphReading(`by ${ARTISTS[4]}`)).not.toHaveLength(0);
});

test("a pack's page shows its artist exactly as sent", async () => {
  await startWithMarkupNames();
  const { router } = renderApp('/packs/1');
  await screen.findByRole('heading', { level: 1, name: 'Cute Cats' });
  expect(await paragraphReading(`by ${ARTISTS[1]}`)).toHaveLength(1);
  await router.navigate('/packs/2');
  await screen.findByRole('heading', { level: 1, name: 'Gatos' });
  expect(await paragraphReading(`by ${ARTISTS[2]}`)).toHaveLength(1);
});

test('Gifts show the sender and the receiver exactly as sent', async () => {
  const service = getCurrentService();
  await service.call('POST', `/api/messenger/v1/gift/6/${encodeURIComponent(SENDER)}/demo`);
  await service.call('POST', `/api/messenger/v1/gift/6/demo/${encodeURIComponent(RECEIVER)}`);
  const { router } = renderApp('/gifts');
  const from = await screen.findByText(
    (_, element) =>
      element?.tagName === 'P' && element.textContent.startsWith(`From ${SENDER} · sent `),
  );
  expect(within(from).getByText(SENDER)).toBeVisible();
  await router.navigate('/gifts/sent');
  const to = await screen.findByText(
    (_, element) => element?.tagName === 'P' && element.textContent.startsWith(`To ${RECEIVER}`),
  );
  expect(within(to).getByText(RECEIVER)).toBeVisible();
});

test('a search shows the corrected word and the term typed exactly as they are', async () => {
  const corrected = 'c<0>a</0>t';
  reshapeOperation('M1', (body) => ({ ...(body as object), correctedQuery: corrected }));
  const typed = 'k<2>a</2>t {q}';
  renderApp(`/?q=${encodeURIComponent(typed)}`);
  expect(
    await paragraphReading(`Showing results for ${corrected} — no stickers matched “${typed}”.`),
  ).toHaveLength(1);
});
