/**
 * The items with the first of each key kept: a server's overlapping pages (or one page naming
 * an item twice) would otherwise show the same item twice under one React key, and a card
 * removed once would stay behind as a ghost.
 */
export function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string | number): T[] {
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
