// Where Debian's Chromium is and how to launch it here; shared by playwright.config.ts and the
// web benchmark. Missing Chromium is an error with the install command, never a skipped run.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags from TOOLCHAIN.md for Debian's Chromium in containers and CI. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function requireChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${chromiumPath}. Install it with ` +
        '`apt-get update && apt-get install -y chromium fonts-noto-color-emoji`, ' +
        'or point CHROMIUM_PATH at another Chromium.',
    );
  }
  return chromiumPath;
}
