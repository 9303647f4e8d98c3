/** The artist is always credited (copyright): a pack whose server left the name out says so. */
export function artistName(name: string): string {
  return name.trim() || 'Unknown artist';
}
