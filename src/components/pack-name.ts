const SEPARATOR = ' · ';
/** Longer last parts are part of the name, not a set's label. */
const ART_SET_MAX_LENGTH = 24;

/**
 * A pack's name and, apart, the art set a catalogue may add to it as a last part
 * ("Hearts & Feelings · Fluent"), so a card can show the name whole and the set as a label.
 */
export function splitPackName(name: string): { title: string; artSet?: string } {
  const at = name.lastIndexOf(SEPARATOR);
  if (at <= 0) return { title: name };
  const title = name.slice(0, at).trim();
  const artSet = name.slice(at + SEPARATOR.length).trim();
  if (!title || !artSet || artSet.length > ART_SET_MAX_LENGTH) return { title: name };
  return { title, artSet };
}
