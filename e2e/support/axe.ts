import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Every axe violation on the page as it is now, whatever its impact, one readable line each. The
 * label-in-name rule (WCAG 2.5.3: a control's accessible name contains the text it shows, so a
 * voice user can say what they see) is experimental in axe and off by default; Lighthouse runs
 * it, and so do we.
 *
 * The app has no frames, so axe runs in the page itself (legacy mode: no blank page opened to
 * gather frames' results) and works out in full only the violations, which are all we assert on.
 * Together they take a scan from about 1.2 s to 0.4 s, the same violations found.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  // Controls ease their colours into a new scheme (transition-colors): scanned halfway, axe
  // measures a mix of both (2.8:1 on a chip in one CI run), not what a person sees.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.impact ?? ''} ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
        .join('\n'),
  );
}
