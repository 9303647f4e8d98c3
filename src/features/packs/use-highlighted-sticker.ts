import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export const HIGHLIGHT_PARAM = 'highlight';

export const stickerAnchor = (stickerId: number) => `sticker-${stickerId}`;

/**
 * The sticker a link into the pack points at (`?highlight=ID`, from a sticker's view): scrolled
 * into view once the grid shows it, and marked.
 */
export function useHighlightedSticker(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get(HIGHLIGHT_PARAM);
  const stickerId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;

  // At once, as a link to an anchor jumps: a smooth scroll still running when the person left
  // went on over the next page, and Chromium carried it past the position the router restores
  // there (Back to the results landed 2–38 px off, even with the scroll stopped on leaving).
  useEffect(() => {
    if (stickerId === undefined) return;
    document.getElementById(stickerAnchor(stickerId))?.scrollIntoView({ block: 'center' });
  }, [stickerId]);

  return stickerId;
}
