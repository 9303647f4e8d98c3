import { useInfiniteQuery } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { isFeatureOffered } from '../optional-feature';
import { giftQueries } from '../queries/gifts';
import { useReadAgainWhenChanged } from './use-read-again-when-changed';

/** M12, paged. */
export function useReceivedGifts() {
  const { userId } = useSettings();
  return useReadAgainWhenChanged(useInfiniteQuery(giftQueries.received({ userId })));
}

/**
 * The sent-gifts extension, paged. Receivers accept gifts without this app's cache knowing, so
 * the list asks again each time it is shown (showing what it has meanwhile).
 */
export function useSentGifts() {
  const { userId } = useSettings();
  return useReadAgainWhenChanged(
    useInfiniteQuery({ ...giftQueries.sent({ userId }), refetchOnMount: 'always' }),
  );
}

/**
 * Whether the server has the gift extensions (sending, sent gifts): read from the sent-gifts
 * list, which a server without them answers with 4004.
 */
export function useGiftSendingOffered(): boolean {
  return useGiftSending().offered;
}

/** As useGiftSendingOffered, and whether the server has yet to say (its first read pending). */
export function useGiftSending(): { offered: boolean; unknown: boolean } {
  const { userId } = useSettings();
  const query = useInfiniteQuery(giftQueries.sent({ userId }));
  return {
    offered: isFeatureOffered(query),
    unknown: query.isPending && query.fetchStatus !== 'idle',
  };
}
