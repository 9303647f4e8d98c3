import { CONTROL_CHARACTER } from '../contract/control-character';
import { expect, test } from './fixtures';
import { waitForContent } from './support/app';

// Text copied from a table carries tabs between its cells, and a search pasted with one puts it in
// the address (`?q=cat%09face`), which is then shared. No request parameter may carry a control
// character (contract/control-character.ts), so the app must search the words, not send the tab
// and show the person "The sticker service refused the request" for a search that looks like
// "cat face".
test('a search link with a tab in its words searches the words, not the service’s refusal', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The service's operations; the page's own address keeps what the link said.
    if (!url.pathname.includes('/v1/')) return;
    const q = url.searchParams.get('q');
    if (q !== null && CONTROL_CHARACTER.test(q)) refused.push(request.url());
  });

  await page.goto('/?q=cat%09face');
  await waitForContent(page);

  await expect(
    page.getByRole('heading', { name: 'The sticker service refused the request' }),
  ).toHaveCount(0);
  expect(refused, 'searches sent with a control character in them').toEqual([]);
});
