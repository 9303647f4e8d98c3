/** A query with nothing to show that waits for the network (offline): a skeleton would never end. */
export function waitsForNetwork(query: { isPending: boolean; fetchStatus?: string }): boolean {
  return query.isPending && query.fetchStatus === 'paused';
}
