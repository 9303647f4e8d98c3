export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Shares the sticker's public URL (as the service gave it) through the system sheet, else copies it. */
export async function shareStickerLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
