import { apiBaseUrls, type ApiGroup } from '../../api/config';

/** Every operation the app calls, by the spec's number; `download` and `send` are extensions. */
export const operations = {
  M1: { group: 'messenger', method: 'GET', path: '/v1/search' },
  M2: { group: 'messenger', method: 'GET', path: '/v1/search/recent' },
  M3: { group: 'messenger', method: 'GET', path: '/v1/package/:packageId' },
  M4: { group: 'messenger', method: 'GET', path: '/v1/package/send/:userId' },
  M5: { group: 'messenger', method: 'GET', path: '/v1/package/recent/:userId' },
  M6: { group: 'messenger', method: 'GET', path: '/v1/mysticker/:userId' },
  M7: { group: 'messenger', method: 'GET', path: '/v1/mysticker/hide/:userId' },
  M8: { group: 'messenger', method: 'PUT', path: '/v1/mysticker/hide/:userId/:packageId' },
  M9: { group: 'messenger', method: 'GET', path: '/v1/download/:userId' },
  M10: { group: 'messenger', method: 'GET', path: '/v1/wish/:userId' },
  M11: { group: 'messenger', method: 'PUT', path: '/v1/wish/:packageId' },
  M12: { group: 'messenger', method: 'GET', path: '/v1/gift/receive/:userId' },
  M13: {
    group: 'messenger',
    method: 'PUT',
    path: '/v1/gift/:packageId/:sendUserId/:receiveUserId',
  },
  M14: { group: 'messenger', method: 'GET', path: '/v1/category' },
  download: { group: 'messenger', method: 'POST', path: '/v1/download/:packageId' },
  send: { group: 'messenger', method: 'POST', path: '/v1/analytics/send/:stickerId' },
  C1: { group: 'camera', method: 'GET', path: '/v1/package' },
  C2: { group: 'camera', method: 'GET', path: '/v1/search' },
  C3: { group: 'camera', method: 'GET', path: '/v1/sticker/frequently' },
  C4: { group: 'camera', method: 'GET', path: '/v1/sticker/reaction' },
  C5: { group: 'camera', method: 'POST', path: '/v1/analytics/send/:stickerId' },
} as const satisfies Record<string, { group: ApiGroup; method: string; path: string }>;

export type OperationId = keyof typeof operations;

/** The msw URL pattern of an operation, resolved against the page like the client's URLs. */
export function operationPattern(id: OperationId): string {
  const { group, path } = operations[id];
  const base = new URL(apiBaseUrls[group], document.baseURI).href.replace(/\/+$/, '');
  return `${base}${path}`;
}
