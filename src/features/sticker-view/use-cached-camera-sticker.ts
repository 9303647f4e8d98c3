import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { cameraKeys } from '../../api/keys';

/** What a camera list item may tell of a sticker (C2 items carry `keyword`, C3/C4 `stickerName`). */
export type ListedSticker = {
  stickerId: number;
  stickerImg: string;
  stickerName?: string;
  keyword?: string;
};

function isStickerWithId(stickerId: number) {
  return (item: unknown): item is ListedSticker =>
    typeof item === 'object' &&
    item !== null &&
    'stickerId' in item &&
    item.stickerId === stickerId &&
    'stickerImg' in item &&
    typeof item.stickerImg === 'string';
}

/**
 * The sticker as a camera list the app holds shows it (C2, C3, C4), for a server whose camera
 * items name no pack: the view then shows what the list knew. Follows the cache, so a deep link
 * finds it once the page under the view has loaded its list.
 */
export function useCachedCameraSticker(stickerId: number): ListedSticker | undefined {
  const client = useQueryClient();
  const find = useCallback(() => {
    const matches = isStickerWithId(stickerId);
    for (const [, data] of client.getQueriesData({ queryKey: cameraKeys.all })) {
      const found = Array.isArray(data) ? data.find(matches) : undefined;
      if (found) return found;
    }
    return undefined;
  }, [client, stickerId]);
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  return useSyncExternalStore(subscribe, find, find);
}
