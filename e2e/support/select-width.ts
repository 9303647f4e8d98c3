import { expect, type Locator } from '@playwright/test';

/**
 * How wide the select would have to be to show its longest option whole: a copy sized to its
 * content (field-sizing), measured with each option chosen.
 */
export function widthNeeded(
  select: Locator,
): Promise<{ needed: number; shown: number; longest: string }> {
  return select.evaluate((element: HTMLSelectElement) => {
    const copy = element.cloneNode(true) as HTMLSelectElement;
    copy.style.setProperty('field-sizing', 'content');
    copy.style.width = 'auto';
    copy.style.position = 'absolute';
    element.after(copy);
    let needed = 0;
    let longest = '';
    for (const option of Array.from(copy.options)) {
      copy.value = option.value;
      if (copy.offsetWidth > needed) [needed, longest] = [copy.offsetWidth, option.text];
    }
    copy.remove();
    return { needed, shown: element.offsetWidth, longest };
  });
}

/** The width of the wrapping row a select sits in: the most it can take. */
function rowWidth(select: Locator): Promise<number> {
  return select.evaluate((element) => {
    let row = element.parentElement;
    while (row && getComputedStyle(row).flexWrap !== 'wrap') row = row.parentElement;
    const box = row ?? document.body;
    const style = getComputedStyle(box);
    return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
}

/**
 * Each select shows its longest option whole, or, when that option is wider than its row (some
 * languages' country names on a phone), takes the whole row; the open list then shows it whole.
 */
export async function expectSelectsFit(selects: Locator[], what: string): Promise<void> {
  for (const select of selects) {
    const [{ needed, shown, longest }, row] = await Promise.all([
      widthNeeded(select),
      rowWidth(select),
    ]);
    expect.soft(Math.min(needed, row), `${what}: “${longest}” is cut`).toBeLessThanOrEqual(shown);
  }
}
