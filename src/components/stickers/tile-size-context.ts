import { createContext } from 'react';

/**
 * The side, in CSS pixels, at which a grid lays out its tiles, for tiles that are not told their
 * size directly; undefined until the grid has been measured (the tile then assumes its default).
 */
export const TileSizeContext = createContext<number | undefined>(undefined);
