/** What the pack pages and lists say about hiding; one place, ahead of translation. */
export const hideMessages = {
  hiddenBadge: 'Hidden',
  ownedBadge: 'In My packs',
  hideButton: 'Hide',
  showButton: 'Show in My packs',
  checking: 'Checking whether this pack is hidden…',
  hidden: (name: string) => `“${name}” hidden.`,
  shown: (name: string) => `“${name}” is back in My packs.`,
  changedUnknown: (name: string) =>
    `“${name}” changed, but the service's lists could not confirm where it is now.`,
  undo: 'Undo',
  failed: (action: 'hide' | 'show', name: string, reason: string) =>
    `Couldn't ${action === 'hide' ? 'hide' : 'show'} “${name}”. ${reason}.`,
};

/** The pack page's sticker grid. */
export const packStickerMessages = {
  hint: 'Tap a sticker to see it larger, then copy, send, download or share it.',
};
