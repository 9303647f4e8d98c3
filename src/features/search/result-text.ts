// Shared by the search results and the early script that paints them first.

export function resultCountText(total: number, q: string): string {
  return `${total.toLocaleString('en')} stickers for “${q}”`;
}

export function resultsLabel(q: string): string {
  return `Stickers for ${q}`;
}
