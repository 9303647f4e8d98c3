import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskRenditionStore } from './rendition-store';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

function store(version = 'v1') {
  const folder = mkdtempSync(join(tmpdir(), 'renditions-'));
  folders.push(folder);
  return { folder, store: diskRenditionStore(folder, version) };
}

const KEY = 'twemoji/1f431~bounce@240x240:animated';

describe('renditions on disk', () => {
  it('reads back what was written, and nothing for an unknown key', async () => {
    const { store: renditions } = store();
    await renditions.write(KEY, new Uint8Array([1, 2, 3]));
    expect(await renditions.read(KEY)).toEqual(new Uint8Array([1, 2, 3]));
    expect(await renditions.read(KEY.replace('240', '320'))).toBeNull();
  });

  it('leaves only whole files behind, one folder per encoder version', async () => {
    const { folder, store: renditions } = store();
    await Promise.all([1, 2, 3].map((n) => renditions.write(KEY, new Uint8Array([n]))));
    const [version = ''] = readdirSync(folder);
    expect(readdirSync(join(folder, version, 'twemoji'))).toEqual([
      '1f431~bounce@240x240.animated.webp',
    ]);
    expect(await diskRenditionStore(folder, 'v2').read(KEY)).toBeNull();
  });
});
