import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { WebpBytes } from './webp-encoder';

/** Rendered images that outlive the process. */
export interface RenditionStore {
  /** The stored bytes, or null when there are none (or they cannot be read). */
  read(key: string): Promise<WebpBytes | null>;
  write(key: string, body: WebpBytes): Promise<void>;
}

export const NO_RENDITION_STORE: RenditionStore = {
  read: () => Promise.resolve(null),
  write: () => Promise.resolve(),
};

/**
 * Renders as files under `directory`, one folder per encoder version (a new libvips or new
 * settings render afresh instead of serving old bytes under a new ETag). Keys are
 * `<set>/<stem>~<motion>@<w>x<h>:<variant>`, made only of the route's checked stem alphabet and
 * rungs, so a key never names a path outside the folder. Each file is written beside its final
 * name and renamed over it: a reader, or a restart after a crash, sees a whole file or none.
 */
export function diskRenditionStore(directory: string, encoderVersion: string): RenditionStore {
  const version = createHash('sha1').update(encoderVersion).digest('base64url').slice(0, 12);
  const pathOf = (key: string) => join(directory, version, `${key.replace(':', '.')}.webp`);
  return {
    async read(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch {
        return null;
      }
    },
    async write(key, body) {
      const path = pathOf(key);
      const partial = `${path}.${randomUUID()}.part`;
      await mkdir(dirname(path), { recursive: true });
      try {
        await writeFile(partial, body);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
  };
}
