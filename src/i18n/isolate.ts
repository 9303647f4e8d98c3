/**
 * A name from the service or a person (a pack, an artist, a user id, a search term) put into a
 * plain-text message (a toast, a page title): FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE keep
 * its own direction from reordering the sentence round it, as `<bdi>` does in markup.
 */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}
