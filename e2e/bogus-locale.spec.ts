import { expect, test } from './fixtures';

// A link may carry any lang and country: the page falls back to the defaults and says so.
for (const query of ['lang=x_y&country=ZZZ', 'lang=1&country=ZZZ', 'lang=x_y']) {
  test(`search link with ${query} shows English results and no error`, async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The service's CSP allows the built page's inline scripts by hash: none may be refused.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
    });
    await page.goto(`/?q=cat&${query}`);

    const results = page.getByRole('list', { name: 'Stickers for cat' });
    await expect(results.getByRole('link').first()).toBeVisible();
    const names = await results
      .getByRole('link')
      .evaluateAll((links) =>
        links.slice(0, 4).map((link) => link.getAttribute('aria-label') ?? ''),
      );
    for (const name of names) expect(name).toMatch(/cat/i);

    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(
      page.getByRole('status').filter({ hasText: /unknown language|unknown country/ }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}
