import { Lru } from '../../repos/lru';
import type { PackWithStickers } from '../../repos/catalogue-repo';
import { FLAG_DOWNLOAD, FLAG_WISH } from '../../repos/user-flags';
import { toPackage, yn } from '../../repos/package-row';
import { toPackSticker } from '../present';

/**
 * M3's body as JSON text. The pack and its stickers only change with the origin, so their
 * serialisation is cached and only the user's two flags are spliced in per request.
 */
export function createPackDetailJson() {
  const cache = new Lru<string, { head: string; stickers: string }>(2000);

  // The four possible flag pairs, indexed by UserFlags.flags() bits.
  const flagJson = [0, 1, 2, 3].map(
    (bits) => `"isDownload":"${yn(bits & FLAG_DOWNLOAD)}","isWish":"${yn(bits & FLAG_WISH)}"`,
  );

  return (origin: string, pack: PackWithStickers, flags: number): string => {
    const key = `${origin}\u0000${pack.row.package_id}`;
    let parts = cache.get(key);
    if (!parts) {
      parts = {
        head: JSON.stringify(toPackage(pack.row, origin)).slice(0, -1),
        stickers: JSON.stringify(pack.stickers.map((sticker) => toPackSticker(sticker, origin))),
      };
      cache.set(key, parts);
    }
    return `{"package":${parts.head},${flagJson[flags]},"stickers":${parts.stickers}}}`;
  };
}
