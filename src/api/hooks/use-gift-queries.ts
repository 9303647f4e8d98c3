import { useInfiniteQuery } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { giftQueries } from '../queries/gifts';

/** M12, paged. */
export function useReceivedGifts() {
  const { userId } = useSettings();
  return useInfiniteQuery(giftQueries.received({ userId }));
}
