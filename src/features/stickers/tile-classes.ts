// Shared by StickerTile and the early script (src/boot/early-search.ts), whose tiles must look
// exactly like the app's until the app replaces them.

export const TILE_CLASS =
  'group relative block aspect-square w-full overflow-hidden rounded-2xl border border-line bg-surface p-2 ' +
  'shadow-xs transition hover:border-accent-text hover:shadow-md motion-reduce:transition-none ' +
  'aria-busy:opacity-60';

export const TILE_BUTTON_CLASS = `${TILE_CLASS} cursor-pointer`;

export const TILE_IMAGE_CLASS =
  'size-full object-contain transition-transform group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100';
