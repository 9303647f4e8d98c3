import { SearchBodySchema, SearchStickerSchema } from '../../../contract/search';
import { pagedBody, type PageRequest } from './body-reader';
import * as z from 'zod/mini';
import { withWebStickerImg } from './image-url';
import { lenientItem } from './item-reader';

/** M1 and C2 items: a sticker needs its id and image; a missing keyword is not shown. */
export const searchSticker = lenientItem(z.extend(SearchStickerSchema, withWebStickerImg), {
  required: ['stickerId', 'stickerImg'],
  defaults: { keyword: () => '' },
});

export const readM1 = (page: PageRequest) =>
  pagedBody(SearchBodySchema, 'stickerList', searchSticker, page);
