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

  useEffect(() => {
    if (stickerId === undefined) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(stickerAnchor(stickerId))
      ?.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    // A smooth scroll still running when the person leaves would go on over the next page and
    // carry it off the position the router restores there: stop it where it is.
    return () => window.scrollTo({ top: window.scrollY, behavior: 'instant' });
  }, [stickerId]);

  return stickerId;
}
