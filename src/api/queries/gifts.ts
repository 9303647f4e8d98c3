import { request } from '../client';
import { giftKeys, type UserScope } from '../keys';
import { GiftPageBodySchema } from '../schemas';
import { PAGE_SIZE, pagedList } from './paging';

export const giftQueries = {
  /** M12 */
  received: ({ userId }: UserScope) =>
    pagedList(giftKeys.received({ userId }), async (pageNumber, signal) => {
      const body = await request(
        'messenger',
        ['v1', 'gift', 'receive', userId],
        GiftPageBodySchema,
        {
          query: { limit: PAGE_SIZE, pageNumber },
          signal,
        },
      );
      return { items: body.packageList, pageMap: body.pageMap };
    }),
};
