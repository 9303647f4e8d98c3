import { describe, expect, it } from 'vitest';
import { readCatalogue } from './catalogues.ts';

/**
 * French sets a no-break space (U+00A0, or the narrow U+202F) before « : ; ! ? » and after « ,
 * so the mark never starts a line of its own, nor « ends one: « chat » stays one piece where the
 * gift dialog, a toast or a field's error wraps. Most of the French catalogue does (« Mots-clés : »,
 * « {pack} » in 42 messages); the messages below used an ordinary space.
 */
const NO_BREAK = '\u00a0\u202f';

function breakableMarks(message: string): string[] {
  const found: string[] = [];
  for (const match of message.matchAll(/[:;!?»]/g)) {
    const at = match.index;
    if (at === 0 || !NO_BREAK.includes(message[at - 1] ?? '')) {
      found.push(`…${message.slice(Math.max(0, at - 8), at + 1)}`);
    }
  }
  for (const match of message.matchAll(/«/g)) {
    const at = match.index;
    if (!NO_BREAK.includes(message[at + 1] ?? '')) found.push(`${message.slice(at, at + 8)}…`);
  }
  return found;
}

describe('the French catalogue', () => {
  it('keeps « : ; ! ? » and guillemets to their words with a no-break space', () => {
    const offending = Object.entries(readCatalogue('fr'))
      .map(([id, message]) => [id, breakableMarks(message)] as const)
      .filter(([, marks]) => marks.length > 0)
      .map(([id, marks]) => `${id}: ${marks.join(' | ')}`);
    expect(offending).toEqual([]);
  });
});
