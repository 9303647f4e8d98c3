import { SearchBodySchema } from '../../contract';
import type { TestServer } from '../src/testing/start-server';
import { expectSuccess } from './contract';

/**
 * M1 read as one reader (`userId`), recording nothing: one page, or every sticker id found.
 * `server` is asked for when a search runs (the suite starts it in beforeAll).
 */
export function searchPages(server: () => TestServer, userId: string) {
  const page = async (q: string, lang: string, pageNumber = 1, limit = 50) => {
    const query = `q=${encodeURIComponent(q)}&userId=${userId}&lang=${lang}&limit=${limit}&pageNumber=${pageNumber}&record=N`;
    return expectSuccess(
      await server().call(`/api/messenger/v1/search?${query}`),
      SearchBodySchema,
    );
  };
  /** Every sticker id M1 finds for `q` in `lang`, over all its pages, in id order. */
  const found = async (q: string, lang: string): Promise<number[]> => {
    const ids: number[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const body = await page(q, lang, pageNumber);
      ids.push(...body.stickerList.map((item) => item.stickerId));
      if (pageNumber >= body.pageMap.pageCount) return ids.sort((a, b) => a - b);
    }
  };
  return { page, found };
}
