import { expect, test } from './fixtures';
import { waitForContent } from './support/app';

// The search box holds 100 characters (maxLength), and says so. A link can carry more: a search
// pasted into an address from a long message, or a link another app built. Opening one must not
// send the service a search it refuses by rule and show the person "The sticker service refused
// the request" over words the app itself would have let them search.
test('a search link longer than the box allows shows a search, not the service’s refusal', async ({
  page,
}) => {
  const words = `cat ${'kitty '.repeat(30)}`.trim();
  expect(words.length).toBeGreaterThan(100);
  const tooLong: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/v1/search') && (url.searchParams.get('q') ?? '').length > 100) {
      tooLong.push(url.searchParams.get('q') ?? '');
    }
  });

  await page.goto(`/?q=${encodeURIComponent(words)}`);
  await waitForContent(page);

  await expect(
    page.getByRole('heading', { name: 'The sticker service refused the request' }),
  ).toHaveCount(0);
  expect(tooLong, 'searches longer than 100 characters sent to the service').toEqual([]);
});
