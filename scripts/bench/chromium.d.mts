export const chromiumPath: string;
export const chromiumFlags: string[];
/** Returns chromiumPath, or throws with the command that installs Chromium. */
export function requireChromium(): string;
