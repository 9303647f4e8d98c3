import { request } from '../client';
import { giftKeys, type UserScope } from '../keys';
import { readM12, readSentGifts } from '../reading';
import { PAGE_SIZE, pagedList } from './paging';

export const giftQueries = {
  /** M12 */
  received: ({ userId }: UserScope) =>
    pagedList(giftKeys.received({ userId }), (pageNumber, read) =>
      request(
        'messenger',
        ['v1', 'gift', 'receive', userId],
        readM12({ pageNumber, limit: PAGE_SIZE }),
        { query: { limit: PAGE_SIZE, pageNumber }, ...read },
      ),
    ),
  /** The sent-gifts extension (optional: a server without it answers 4004). */
  sent: ({ userId }: UserScope) =>
    pagedList(giftKeys.sent({ userId }), (pageNumber, read) =>
      request(
        'messenger',
        ['v1', 'gift', 'send', userId],
        readSentGifts({ pageNumber, limit: PAGE_SIZE }),
        { query: { limit: PAGE_SIZE, pageNumber }, ...read },
      ),
    ),
};
