/** What the search page says about recent searches; one place, ahead of translation. */
export const recentSearchMessages = {
  heading: 'Recent searches',
  clearAll: 'Clear all',
  clearAllLabel: 'Clear all recent searches',
  cleared: 'Recent searches cleared.',
  clearFailed: (reason: string) => `Couldn't clear recent searches. ${reason}.`,
  unavailable: 'Recent searches are not available right now.',
  empty: 'Your searches will show here.',
  remove: (tag: string) => `Remove “${tag}” from recent searches`,
};
