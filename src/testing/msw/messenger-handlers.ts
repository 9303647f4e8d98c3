import { ResultCode } from '../../api/schemas';
import { omit } from '../omit';
import { userOf } from './fake-db';
import {
  confirmGift,
  download,
  giftRecord,
  listOf,
  toggleHidden,
  toggleWish,
  viewPack,
} from './fake-rules';
import { recordSearch, searchStickers, stickerById } from './fake-search-rules';
import { fail, ok, paged } from './respond';
import { route, type RouteContext } from './route';

const userIdOf = ({ url, params }: RouteContext) =>
  params.userId ?? url.searchParams.get('userId') ?? '';
const idOf = (value: string | undefined) => Number(value);
const missingUser = () => fail(400, ResultCode.invalidParameter, 'userId is required');
const notFound = (what: string) => fail(404, ResultCode.notFound, `${what} not found`);

function pageBody(listName: string, context: RouteContext, items: readonly unknown[]) {
  const { list, pageMap } = paged(context.url, items);
  return ok({ [listName]: list, pageMap });
}

export const messengerHandlers = [
  route('M1', (context) => {
    const q = context.url.searchParams.get('q')?.trim() ?? '';
    const userId = userIdOf(context);
    if (!q) return fail(400, ResultCode.invalidParameter, 'q is required');
    if (!userId) return missingUser();
    recordSearch(context.db, userId, q);
    return pageBody('stickerList', context, searchStickers(context.db, q));
  }),
  route('M2', (context) => {
    const userId = userIdOf(context);
    if (!userId) return missingUser();
    const keywordList = userOf(context.db, userId).searches.map((keyword) => ({ keyword }));
    return ok({ keywordList });
  }),
  route('M3', (context) => {
    const userId = userIdOf(context);
    if (!userId) return missingUser();
    const pack = viewPack(context.db, userId, idOf(context.params.packageId));
    return pack ? ok({ package: pack }) : notFound('package');
  }),
  route('M4', (context) => {
    const sent = userOf(context.db, userIdOf(context)).sent.flatMap((id) => {
      const sticker = stickerById(context.db, id);
      return sticker ? [sticker] : [];
    });
    return pageBody('stickerList', context, sent);
  }),
  route('M5', (context) =>
    pageBody('packageList', context, listOf.recent(context.db, userIdOf(context))),
  ),
  route('M6', (context) =>
    pageBody('packageList', context, listOf.owned(context.db, userIdOf(context), false)),
  ),
  route('M7', (context) =>
    pageBody('packageList', context, listOf.owned(context.db, userIdOf(context), true)),
  ),
  route('M8', (context) => {
    const hidden = toggleHidden(context.db, userIdOf(context), idOf(context.params.packageId));
    return hidden === undefined ? notFound('owned package') : ok([]);
  }),
  route('M9', (context) =>
    pageBody('packageList', context, listOf.downloads(context.db, userIdOf(context))),
  ),
  route('M10', (context) => {
    const wishes = listOf
      .wishes(context.db, userIdOf(context))
      // The spec's M10 items carry no isWish: every item is wished.
      .map((pack) => omit(pack, 'isWish'));
    return pageBody('packageList', context, wishes);
  }),
  route('M11', (context) => {
    const userId = userIdOf(context);
    if (!userId) return missingUser();
    const wished = toggleWish(context.db, userId, idOf(context.params.packageId));
    return wished === undefined ? notFound('package') : ok([]);
  }),
  route('M12', (context) => {
    const { db } = context;
    const userId = userIdOf(context);
    const gifts = db.gifts
      .filter((gift) => gift.receiveUserId === userId)
      .toReversed()
      .flatMap((gift) => giftRecord(db, gift) ?? []);
    return pageBody('packageList', context, gifts);
  }),
  route('M13', ({ db, params }) => {
    const record = confirmGift(db, {
      packageId: idOf(params.packageId),
      sendUserId: params.sendUserId ?? '',
      receiveUserId: params.receiveUserId ?? '',
    });
    return record ? ok(record) : notFound('gift');
  }),
  route('M14', ({ db }) => ok({ categoryList: db.categories.map((category) => ({ category })) })),
  route('download', (context) => {
    const userId = userIdOf(context);
    if (!userId) return missingUser();
    const isPurchase = context.url.searchParams.get('isPurchase')?.toUpperCase() === 'Y';
    const result = download(context.db, userId, idOf(context.params.packageId), isPurchase);
    if (result === 'not-found') return notFound('package');
    return result === 'already-purchased' ? ok([], ResultCode.alreadyPurchased) : ok([]);
  }),
  route('send', (context) => {
    const stickerId = idOf(context.params.stickerId);
    const userId = userIdOf(context);
    if (!userId) return missingUser();
    if (!stickerById(context.db, stickerId)) return notFound('sticker');
    const user = userOf(context.db, userId);
    user.sent = [stickerId, ...user.sent];
    return ok([]);
  }),
];
