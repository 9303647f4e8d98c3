import * as z from 'zod/mini';

const count = z.int();

export const PageMapSchema = z.object({
  pageNumber: count,
  onePageCountRow: count,
  totalCount: count,
  pageCount: count,
  groupCount: count,
  groupNumber: count,
  pageGroupCount: count,
  startPage: count,
  endPage: count,
  startRow: count,
  endRow: count,
  modNum: count,
  listStartNumber: count,
});
export type PageMap = z.infer<typeof PageMapSchema>;
