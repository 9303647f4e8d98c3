import { successText } from '../../http/envelope';
import type { CatalogueRepo } from '../../repos/catalogue-repo';
import { Lru } from '../../repos/lru';
import { toPackage, yn } from '../../repos/package-row';
import { FLAG_DOWNLOAD, FLAG_WISH } from '../../repos/user-flags';
import { toPackSticker, type StickerNames } from '../present';

interface PackAnswers {
  /** The package object's JSON without its closing brace, and the stickers' JSON. */
  head: string;
  stickers: string;
  /** Encoded answers by flag bits, each built on first use. */
  bytes: (Uint8Array<ArrayBuffer> | undefined)[];
}

/**
 * A service sees few origins; per origin, the packs read lately (in each language asked for)
 * are kept. At most origins * packsPerOrigin packs of up to four answers of a few kB each.
 */
export const PACK_DETAIL_BOUNDS = { origins: 4, packsPerOrigin: 500 };

/**
 * M3's whole answer, encoded. It depends only on the origin (image URLs), the pack, the
 * language of the sticker names and the user's two flags; the catalogue does not change while
 * the service runs, so each origin, pack and language keeps its four possible answers and a
 * request sends one as it is.
 */
export function createPackDetailAnswers(
  catalogue: CatalogueRepo,
  stickerName: StickerNames,
  { origins, packsPerOrigin } = PACK_DETAIL_BOUNDS,
) {
  const byOrigin = new Lru<string, Lru<string, PackAnswers>>(origins);

  // The four possible flag pairs, indexed by the flag bits of repos/user-flags.ts.
  const flagJson = [0, 1, 2, 3].map(
    (bits) => `"isDownload":"${yn(bits & FLAG_DOWNLOAD)}","isWish":"${yn(bits & FLAG_WISH)}"`,
  );

  async function build(
    origin: string,
    packageId: number,
    lang: string,
  ): Promise<PackAnswers | undefined> {
    const pack = await catalogue.pack(packageId);
    if (!pack) return undefined;
    const stickers = pack.stickers.map((sticker) =>
      toPackSticker(sticker, origin, stickerName(sticker.sticker_id, lang)),
    );
    return {
      head: JSON.stringify(toPackage(pack.row, origin)).slice(0, -1),
      stickers: JSON.stringify(stickers),
      bytes: [],
    };
  }

  function encode({ head, stickers }: PackAnswers, flags: number): Uint8Array<ArrayBuffer> {
    const body = `{"package":${head},${flagJson[flags]},"stickers":${stickers}}}`;
    return Buffer.from(successText(body));
  }

  return {
    /** The pack's answers for this origin and language, or undefined when there is no such pack. */
    async find(origin: string, packageId: number, lang = 'en'): Promise<PackAnswers | undefined> {
      let packs = byOrigin.get(origin);
      if (!packs) {
        packs = new Lru(packsPerOrigin);
        byOrigin.set(origin, packs);
      }
      const key = `${packageId} ${lang}`;
      let answers = packs.get(key);
      if (!answers) {
        answers = await build(origin, packageId, lang);
        if (answers) packs.set(key, answers);
      }
      return answers;
    },
    /** The encoded answer for one user's flags (repos/user-flags.ts bits). */
    bytes: (answers: PackAnswers, flags: number) =>
      (answers.bytes[flags] ??= encode(answers, flags)),
  };
}
