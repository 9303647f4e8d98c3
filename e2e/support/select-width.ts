import type { Locator } from '@playwright/test';

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
