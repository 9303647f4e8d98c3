import type { Page } from '@playwright/test';

/** A service answer's `body`, as far as a test changes it. */
export type Body = Record<string, unknown>;

/**
 * Answers what the service answers at `url` with its body changed by `change`, as another server
 * speaking the spec might answer.
 */
export async function changeBody(page: Page, url: string, change: (body: Body) => void) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { body: Body };
    change(json.body);
    await route.fulfill({ response, json });
  });
}
