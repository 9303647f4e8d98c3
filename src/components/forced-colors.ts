/**
 * What marks the chosen one of a set (a pressed chip, the theme picked, the page open) in forced
 * colours (Windows high contrast), where the accent fills that mark it otherwise are replaced by
 * the page's colours: the system's own colours for a selection. Not adjusted by the browser, which
 * would otherwise draw its Canvas backplate under the HighlightText words (white on white).
 */
export const CHOSEN_IN_FORCED_COLORS =
  'forced-colors:forced-color-adjust-none forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:hover:bg-[Highlight]';
