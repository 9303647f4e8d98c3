/** What the camera pages say; one place, ahead of translation. */
export const cameraMessages = {
  openTile: (name: string) => `${name}: open`,
  frequentHint: 'The camera stickers you use most. Tap one to see it larger, copy or use it.',
  reactionsHint:
    'Quick reactions for video and live streams. Tap one to see it larger, copy or use it.',
};
