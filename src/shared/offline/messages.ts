/** What the app says about being offline, queued writes and updates; one place, ahead of translation. */
export const offlineMessages = {
  offline: "You're offline",
  offlineDetail: 'Pages and lists you have opened on this device still work.',
  waiting: (count: number) =>
    count === 1 ? '1 change waits to be sent.' : `${count} changes wait to be sent.`,
  unseenTitle: "You're offline",
  unseenDetail:
    "This page hasn't been opened on this device yet, so there is nothing saved to show. It loads by itself once you are back online.",
  available: 'Pages you have opened before:',
  updateAvailable: 'Update available',
  updateReload: 'Reload',
  refused: (reason: string) => `A change made offline was not accepted. ${reason}.`,
};
