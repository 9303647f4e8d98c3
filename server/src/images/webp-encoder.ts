import sharp from 'sharp';

/** SVG frames of one image, and how long each shows (ignored for a single frame). */
export interface SvgFrames {
  readonly svgs: readonly string[];
  readonly delaysMs: readonly number[];
}

/** Turns SVG frames into a WebP: animated and looping forever when there are several. */
export type Rasterizer = (frames: SvgFrames) => Promise<WebpBytes>;

/** What a response body takes: bytes over a plain ArrayBuffer. */
export type WebpBytes = Uint8Array<ArrayBuffer>;

/**
 * Low lossy quality for colour and alpha: at a tile's size and in motion the artefacts do not
 * show, and it keeps a 192 px tile of 4–6 frames under 8 kB (docs/service.md#images). Effort 6
 * (libwebp's slowest, about 60 ms a tile here) is paid once: renders are kept on disk.
 */
const WEBP_OPTIONS = { quality: 25, alphaQuality: 20, effort: 6 } as const;

/** Changes whenever the same frames could encode to other bytes. */
export const ENCODER_VERSION = `${JSON.stringify(WEBP_OPTIONS)} libvips ${sharp.versions.vips}`;

// Every frame is a different SVG, so libvips' operation cache would hold memory for no hits.
sharp.cache(false);

/** sharp decodes and encodes on libuv's worker threads, never on the event loop. */
export const rasterizeWithSharp: Rasterizer = async ({ svgs, delaysMs }) => {
  const inputs = svgs.map((svg) => Buffer.from(svg));
  const [first] = inputs;
  if (first === undefined) throw new Error('no frames to rasterize');
  const encoded =
    inputs.length === 1
      ? await sharp(first).webp(WEBP_OPTIONS).toBuffer()
      : await sharp(inputs, { join: { animated: true } })
          .webp({ ...WEBP_OPTIONS, loop: 0, delay: [...delaysMs] })
          .toBuffer();
  // One copy per render gives the cached bytes their own, exactly sized ArrayBuffer.
  return new Uint8Array(encoded);
};
