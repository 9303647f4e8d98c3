import type { Locator, Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box in the viewport; it must be shown. */
export async function boxOf(element: Locator): Promise<Box> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element.toString()} is not shown`);
  return box;
}

/** How far the page scrolls sideways, in CSS pixels: 0 when it fits the screen's width. */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The browser's text at 200 % (Chrome's font size setting: standard 32 px, fixed 26 px), for
 * the rest of the page's life, as a person who reads large text has it.
 */
export async function largeText(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}
