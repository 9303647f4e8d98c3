import { ResultCode } from '../../api/schemas';
import { userOf } from './fake-db';
import { cameraRanking, searchStickers, stickerById } from './fake-search-rules';
import { fail, ok, paged } from './respond';
import { route, type RouteContext } from './route';

const userIdOf = ({ url }: RouteContext) => url.searchParams.get('userId') ?? '';
const missingUser = () => fail(400, ResultCode.invalidParameter, 'userId is required');

export const cameraHandlers = [
  route('C1', (context) => {
    if (!userIdOf(context)) return missingUser();
    const param = (name: string) => context.url.searchParams.get(name) ?? '';
    const ranking = cameraRanking(context.db, {
      category: param('category'),
      animated: param('animated'),
      country: param('country'),
      searchText: param('searchText'),
    });
    const { list, pageMap } = paged(context.url, ranking);
    return ok({ packageList: list, pageMap });
  }),
  route('C2', (context) => {
    const searchText = context.url.searchParams.get('searchText')?.trim() ?? '';
    if (!userIdOf(context)) return missingUser();
    if (!searchText) return fail(400, ResultCode.invalidParameter, 'searchText is required');
    return ok({ stickerList: searchStickers(context.db, searchText).slice(0, 100) });
  }),
  route('C3', (context) => {
    const userId = userIdOf(context);
    if (!userId) return missingUser();
    const counts = new Map<number, number>();
    userOf(context.db, userId).usage.forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
    const stickerList = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .flatMap(([id]) => {
        const sticker = stickerById(context.db, id);
        return sticker ? [{ stickerId: sticker.stickerId, stickerImg: sticker.stickerImg }] : [];
      });
    return ok({ stickerList });
  }),
  route('C4', (context) => {
    if (!userIdOf(context)) return missingUser();
    const stickerList = context.db.packs.flatMap((pack) =>
      pack.stickers
        .filter((sticker) => sticker.reaction)
        .map(({ stickerId, stickerImg }) => ({ stickerId, stickerImg })),
    );
    return ok({ stickerList });
  }),
  route('C5', (context) => {
    const userId = userIdOf(context);
    const stickerId = Number(context.params.stickerId);
    if (!userId) return missingUser();
    if (!stickerById(context.db, stickerId))
      return fail(404, ResultCode.notFound, 'sticker not found');
    userOf(context.db, userId).usage.push(stickerId);
    return ok([]);
  }),
];
