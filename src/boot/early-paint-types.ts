/** A page filled in by the early script, not yet laid out. */
export type EarlyPaint = {
  /** Runs once the frame is in the document (sizes can be measured): adds what fits on screen. */
  layout: () => EarlyLayout;
};

export type EarlyLayout = {
  /** The images the page waits for before the app's code starts loading (the LCP candidates). */
  firstImages: HTMLImageElement[];
  /** Starts the rest of the page's images. */
  reveal: () => void;
};
