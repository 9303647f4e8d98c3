import { test as base, expect, type Page } from '@playwright/test';
import type { LocalService } from '../scripts/bench/service.mjs';
import { ServiceApi } from './support/api';
import { createSecondService, disposeSecondService } from './support/second-service';

/** localStorage key of the app's settings (src/lib/settings.ts). */
export const SETTINGS_KEY = 'sticker-browser:settings';

export type AppSettings = {
  userId: string;
  /** The interface language (src/lib/interface-locales.ts); empty follows the browser. */
  interfaceLanguage: string;
  lang: string;
  countryCode: string;
  apiKey: string;
};

/** A userId no other test and no earlier run uses, so a journey starts from empty lists. */
export function freshUserId(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 24);
  return `e2e-${slug}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Seeds the app's settings before the first page script runs, once per browser context: a later
 * change made through the UI survives reloads.
 */
export async function presetSettings(page: Page, settings: Partial<AppSettings>): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [SETTINGS_KEY, JSON.stringify(settings)] as const,
  );
}

type Fixtures = {
  /** A fresh userId, already set in the app's settings for this test's browser context. */
  userId: string;
  /** The shared service's HTTP API, for arranging state. */
  api: ServiceApi;
  /** A second service instance, started; the test may stop and start it. Deleted afterwards. */
  secondService: LocalService;
  /** The second service's HTTP API, for arranging state there. */
  secondApi: ServiceApi;
};

export const test = base.extend<Fixtures>({
  userId: async ({ page }, use, testInfo) => {
    const userId = freshUserId(testInfo.title);
    await presetSettings(page, { userId });
    await use(userId);
  },
  api: async ({ request }, use) => {
    await use(new ServiceApi(request));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  secondService: async ({}, use) => {
    const service = await createSecondService();
    try {
      await service.start();
      await use(service);
    } finally {
      await disposeSecondService(service);
    }
  },
  secondApi: async ({ secondService, playwright }, use) => {
    const request = await playwright.request.newContext();
    try {
      await use(new ServiceApi(request, secondService.url));
    } finally {
      await request.dispose();
    }
  },
});

export { expect };
