import { expect, type Page } from '@playwright/test';
import { INTERFACE_LOCALES } from '../../src/lib/interface-locales';
import { SETTINGS_KEY } from '../fixtures';

/**
 * Opens `path`, then shows it in each interface language in turn, as a person who switched would
 * see it after a reload; yields each language once `<html lang>` says it is in force.
 */
export async function* inEachInterfaceLanguage(page: Page, path: string) {
  await page.goto(path);
  for (const locale of INTERFACE_LOCALES) {
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      SETTINGS_KEY,
      JSON.stringify({ interfaceLanguage: locale }),
    ] as const);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    yield locale;
  }
}
