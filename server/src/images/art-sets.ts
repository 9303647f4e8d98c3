import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type ArtSetId = 'twemoji' | 'openmoji' | 'fluent';

export interface ArtSet {
  readonly id: ArtSetId;
  /** Shown in pack names, e.g. 'Cats & Dogs · Twemoji'. */
  readonly title: string;
  readonly license: string;
  /** Credit used when a pack has no better-known author. */
  readonly artist: string;
  readonly npmPackage: string;
  /** Folder of the SVGs inside the npm package. */
  readonly folder: string;
}

export const ART_SETS: Readonly<Record<ArtSetId, ArtSet>> = {
  twemoji: {
    id: 'twemoji',
    title: 'Twemoji',
    license: 'CC-BY 4.0',
    artist: 'Twemoji contributors',
    npmPackage: '@twemoji/svg',
    folder: '.',
  },
  openmoji: {
    id: 'openmoji',
    title: 'OpenMoji',
    license: 'CC-BY-SA 4.0',
    artist: 'OpenMoji contributors',
    npmPackage: 'openmoji',
    folder: 'color/svg',
  },
  fluent: {
    id: 'fluent',
    title: 'Fluent',
    license: 'MIT',
    artist: 'Microsoft Fluent Emoji',
    npmPackage: 'fluentui-emoji',
    folder: 'icons/flat',
  },
};

export const ART_SET_IDS = Object.keys(ART_SETS) as ArtSetId[];

/** Only these stems are ever turned into a file path, so no request can leave the art folder. */
export const STEM_PATTERN = /^[a-z0-9_-]{1,120}$/;

const require = createRequire(import.meta.url);
const fileCache = new Map<ArtSetId, ReadonlyMap<string, string>>();

export function isArtSetId(value: string): value is ArtSetId {
  return Object.hasOwn(ART_SETS, value);
}

/** Resolved through Node's module resolution, so hoisting or a workspace layout still works. */
export function packageDirectory(npmPackage: string): string {
  return dirname(require.resolve(`${npmPackage}/package.json`));
}

export function artSetDirectory(id: ArtSetId): string {
  const set = ART_SETS[id];
  return join(packageDirectory(set.npmPackage), set.folder);
}

/**
 * Lower-case stem → file name, read from disk once. OpenMoji names its files in upper-case hex,
 * while image keys and URLs are always lower-case.
 */
function artSetFiles(id: ArtSetId): ReadonlyMap<string, string> {
  let files = fileCache.get(id);
  if (!files) {
    const entries = readdirSync(artSetDirectory(id))
      .filter((name) => name.endsWith('.svg'))
      .map((name): [string, string] => [name.slice(0, -4).toLowerCase(), name])
      .filter(([stem]) => STEM_PATTERN.test(stem));
    files = new Map(entries);
    fileCache.set(id, files);
  }
  return files;
}

export function hasArtStem(id: ArtSetId, stem: string): boolean {
  return artSetFiles(id).has(stem);
}

/** Absolute path of a stem's SVG, or null when the set has no such stem. */
export function artFilePath(id: ArtSetId, stem: string): string | null {
  const file = STEM_PATTERN.test(stem) ? artSetFiles(id).get(stem) : undefined;
  return file === undefined ? null : join(artSetDirectory(id), file);
}

/** Lists every set's folder now (about 40 ms, once a process) rather than in a first request. */
export function listArtSets(): void {
  for (const id of ART_SET_IDS) artSetFiles(id);
}
