import { earlyFrameId } from './early-frames';
import type { EarlyPaint } from './early-paint-types';
import { paintPackHero } from './early-pack';
import { paintSearchResults } from './early-search';
import { holdInteractions } from './hold-interactions';
import type { FirstPage } from './first-page';

function documentReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

function fill(page: FirstPage, frame: DocumentFragment, json: unknown): EarlyPaint | null {
  if (page.route === 'pack') return paintPackHero(frame, json);
  return page.search ? paintSearchResults(frame, json, page.search) : null;
}

/**
 * Paints the opened page with its first answer (the JSON of a successful response, else null),
 * in its prerendered frame, before the app's code has arrived. Resolves once the first images are decoded (or failed), with the function
 * that starts the page's other images; or with null when nothing was painted: the answer failed
 * or has an unexpected shape, the page has no early form, or `stillEarly` says the app has
 * started meanwhile (it owns #root from then on). Using the painted page calls `onUse`.
 */
export async function paintEarly(
  page: FirstPage,
  answer: Promise<unknown>,
  { stillEarly, onUse }: { stillEarly: () => boolean; onUse: () => void },
): Promise<(() => void) | null> {
  const json = await answer;
  if (json === null) return null;
  await documentReady();
  const root = document.getElementById('root');
  const template = document.getElementById(earlyFrameId(page.route));
  if (!stillEarly() || !root || !(template instanceof HTMLTemplateElement)) return null;
  const frame = template.content.cloneNode(true) as DocumentFragment;
  const painted = fill(page, frame, json);
  if (!painted) return null;
  root.replaceChildren(frame);
  holdInteractions(root, onUse);
  const { firstImages, reveal } = painted.layout();
  await Promise.allSettled(firstImages.map((image) => image.decode()));
  return reveal;
}
