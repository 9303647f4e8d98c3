// Skin tones (U+1F3FB–U+1F3FF), selectors, joiner, keycap and tag characters around pictographs.
const SKIN_TONE = '\\u{1f3fb}|\\u{1f3fc}|\\u{1f3fd}|\\u{1f3fe}|\\u{1f3ff}';
const EMOJI_PART = `\\p{Extended_Pictographic}|\\p{Regional_Indicator}|${SKIN_TONE}|\\u200d|\\ufe0e|\\ufe0f|\\u20e3|[#*0-9]|[\\u{e0020}-\\u{e007f}]`;
const EMOJI_ONLY = new RegExp(`^(?:${EMOJI_PART})+$`, 'u');
const EMOJI_MARK = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
// Presentation selectors and skin tones: the catalogue keys an emoji without them.
const VARIANT_PARTS = new RegExp(`\\ufe0e|\\ufe0f|${SKIN_TONE}`, 'gu');

/** The catalogue key of a query that is one emoji (any skin tone or selector), else undefined. */
export function emojiKeyOf(query: string): string | undefined {
  const text = query.trim();
  if (!EMOJI_ONLY.test(text) || !EMOJI_MARK.test(text)) return undefined;
  const key = text.replace(VARIANT_PARTS, '');
  return key.length > 0 ? key : undefined;
}

/** A sticker's emoji as the catalogue stores it, keyed the same way as queries. */
export const emojiKey = (emoji: string): string => emoji.replace(VARIANT_PARTS, '');
