/** What the camera pages say; one place, ahead of translation. */
export const cameraMessages = {
  /** The ranking (C1), also the start page's first row and what its "See all" opens. */
  rankingTitle: 'Popular packs',
  rankingDocumentTitle: (filters: string | undefined) =>
    filters ? `Popular packs: ${filters}` : 'Popular packs',
  rankingHint: 'Packs ranked by how much people use them, in chats and in the camera.',
  openTile: (name: string) => `${name}: open`,
  frequentHint: 'The camera stickers you use most. Tap one to see it larger, copy or use it.',
  reactionsHint:
    'Quick reactions for video and live streams. Tap one to see it larger, copy or use it.',
};
