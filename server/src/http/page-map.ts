import type { PageMap } from '../../../contract/page-map';

export interface Paging {
  limit: number;
  pageNumber: number;
}

export const offsetOf = ({ limit, pageNumber }: Paging): number => (pageNumber - 1) * limit;

const PAGE_GROUP = 10;

/** The spec's pageMap; a page past the end still describes the whole result. */
export function pageMapOf({ limit, pageNumber }: Paging, totalCount: number): PageMap {
  const pageCount = Math.max(1, Math.ceil(totalCount / limit));
  const groupNumber = Math.floor((pageNumber - 1) / PAGE_GROUP);
  const startPage = groupNumber * PAGE_GROUP + 1;
  const modNum = totalCount % limit || (totalCount ? limit : 0);
  return {
    pageNumber,
    onePageCountRow: limit,
    totalCount,
    pageCount,
    groupCount: Math.ceil(pageCount / PAGE_GROUP),
    groupNumber,
    pageGroupCount: PAGE_GROUP,
    startPage,
    endPage: Math.min(startPage + PAGE_GROUP - 1, pageCount),
    startRow: offsetOf({ limit, pageNumber }),
    endRow: limit,
    modNum,
    listStartNumber: totalCount ? (pageCount - pageNumber) * limit + modNum : 1,
  };
}
