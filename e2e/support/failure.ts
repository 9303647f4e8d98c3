/**
 * What the service answers when it fails inside (server/src/http/error-handlers.ts), for
 * `route.fulfill`: a 500 in the spec's envelope, with the service's own English words.
 */
export const failureInside = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({
    header: { code: '1000', status: 'fail', message: 'server error: the data could not be read' },
    body: [],
  }),
};
