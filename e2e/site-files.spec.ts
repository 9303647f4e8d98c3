import { expect, test } from './fixtures';

test('robots.txt is a robots file, not the app page every other path gets', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = await response.text();
  expect(rules).toMatch(/^User-agent: \*$/m);
  // Crawlers may index the sticker art but not the API's answers.
  expect(rules).toMatch(/^Allow: \/api\/images\/$/m);
  expect(rules).toMatch(/^Disallow: \/api\/$/m);
});
