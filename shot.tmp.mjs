import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [locale, theme] of [['en-US','dark'],['ar','light']]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, locale, colorScheme: theme, permissions: ['clipboard-read','clipboard-write'], serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:5391/packs/1037');
  await page.locator('a[href*="sticker="]').first().tap();
  const view = page.getByRole('dialog');
  await view.waitFor();
  await view.getByRole('button').nth(1).tap().catch(() => {});
  await page.waitForTimeout(900);
  await page.screenshot({ path: `/tmp/toast-${locale}.png` });
  await context.close();
}
await browser.close();
