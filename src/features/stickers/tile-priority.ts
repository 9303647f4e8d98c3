/** First row loads at once; the first few tiles also ask for high fetch priority (LCP). */
export function tilePriority(index: number, firstRow = 6): 'high' | 'eager' | 'lazy' {
  if (index < 3) return 'high';
  return index < firstRow ? 'eager' : 'lazy';
}
