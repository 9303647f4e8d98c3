import type * as z from 'zod/mini';
import { PageMapSchema, type PageMap } from '../../../contract/page-map';
import { readList, type ItemReader } from './item-reader';

/** What the client needs of a body schema: zod schemas and the lenient readers both fit. */
export type BodyReader<Body> = {
  safeParse(input: unknown): { success: true; data: Body } | { success: false; error: unknown };
};

const ok = <Body>(data: Body) => ({ success: true as const, data });
const malformed = (why: string) => ({ success: false as const, error: new Error(why) });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Spec 2.1 gives `body: []` to "operations that return no data": a list operation answering so
 * has nothing in its list (M3's pack, not a list, has no such reading).
 */
const withListOf = (body: unknown, listKey: string): unknown =>
  Array.isArray(body) && body.length === 0 ? { [listKey]: [] } : body;

export type PageRequest = { pageNumber: number; limit: number };

/** One page as the app keeps it: the readable items, how many were left out, and the paging. */
export type ReadPage<Item> = { items: Item[]; unreadable: number; pageMap: PageMap };

/**
 * The paging a server left out, worked out from what came: a short page ends the list, a full
 * page offers one more. totalCount is the count seen so far.
 */
export function inferPageMap(count: number, { pageNumber, limit }: PageRequest): PageMap {
  const pageCount = count >= limit ? pageNumber + 1 : pageNumber;
  const startRow = (pageNumber - 1) * limit;
  const groupNumber = Math.floor((pageNumber - 1) / 10);
  return {
    pageNumber,
    onePageCountRow: limit,
    totalCount: startRow + count,
    pageCount,
    groupCount: Math.ceil(pageCount / 10),
    groupNumber,
    pageGroupCount: 10,
    startPage: groupNumber * 10 + 1,
    endPage: pageCount,
    startRow,
    endRow: limit,
    modNum: count,
    listStartNumber: 1,
  };
}

/** Body fields besides the list (and pageMap), read with the contract's schemas where they pass. */
function otherFields(contract: z.ZodMiniObject, body: Record<string, unknown>, skip: string[]) {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(contract.shape as Record<string, z.ZodMiniType>)) {
    if (skip.includes(key)) continue;
    const parsed = field.safeParse(body[key] ?? undefined);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out;
}

type Rest<Contract extends z.ZodMiniObject, Skip extends string> = Omit<z.output<Contract>, Skip>;

/** A body holding one list under `listKey`: only a body without that list fails. */
export function listBody<Contract extends z.ZodMiniObject, Key extends string, Item>(
  contract: Contract,
  listKey: Key,
  item: ItemReader<Item>,
): BodyReader<Rest<Contract, Key> & { items: Item[]; unreadable: number }> {
  return {
    safeParse(answered) {
      const body = withListOf(answered, listKey);
      if (!isRecord(body)) return malformed('body is not an object');
      const list = readList(body[listKey], item);
      if (!list) return malformed(`body.${listKey} is not a list`);
      return ok({ ...(otherFields(contract, body, [listKey]) as Rest<Contract, Key>), ...list });
    },
  };
}

/** A paged list body; a missing or broken pageMap is inferred from the page's size. */
export function pagedBody<Contract extends z.ZodMiniObject, Key extends string, Item>(
  contract: Contract,
  listKey: Key,
  item: ItemReader<Item>,
  request: PageRequest,
): BodyReader<Rest<Contract, Key | 'pageMap'> & ReadPage<Item>> {
  return {
    safeParse(answered) {
      const body = withListOf(answered, listKey);
      if (!isRecord(body)) return malformed('body is not an object');
      const firstPosition = (request.pageNumber - 1) * request.limit + 1;
      const list = readList(body[listKey], item, firstPosition);
      if (!list) return malformed(`body.${listKey} is not a list`);
      const sent = PageMapSchema.safeParse(body.pageMap);
      const count = list.items.length + list.unreadable;
      const pageMap = sent.success ? sent.data : inferPageMap(count, request);
      const rest = otherFields(contract, body, [listKey, 'pageMap']);
      return ok({ ...(rest as Rest<Contract, Key | 'pageMap'>), ...list, pageMap });
    },
  };
}
