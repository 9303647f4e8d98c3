import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ResultCode } from '../../api/schemas';
import { cameraHandlers } from './camera-handlers';
import { messengerHandlers } from './messenger-handlers';
import { operationPattern, operations, type OperationId } from './operations';
import { fail } from './respond';
import { route } from './route';

export const handlers = [...messengerHandlers, ...cameraHandlers];

export const server = setupServer(...handlers);

export type Failure = 9000 | 1000 | 404 | 'network' | 'invalid-response';

function failureResponse(failure: Failure): Response {
  switch (failure) {
    case 9000:
      return fail(401, ResultCode.unknownApiKey, 'apikey is not known');
    case 1000:
      return fail(500, ResultCode.serverError, 'server error: the data could not be read');
    case 404:
      return fail(404, ResultCode.notFound, 'not found');
    case 'network':
      return HttpResponse.error();
    case 'invalid-response':
      return HttpResponse.json({
        header: { code: '0000', status: 'success', message: 'success' },
        body: { wrong: true },
      });
  }
}

/** Makes an operation fail (every time, or only the next time with `once`); the request is logged. */
export function failOperation(
  operation: OperationId,
  failure: Failure,
  { once = false } = {},
): void {
  server.use(route(operation, () => failureResponse(failure), { once, checkKey: false }));
}

/**
 * Holds an operation's requests until `release()`, then lets the fake db answer them; for asserting
 * what the UI shows while a request is in flight.
 */
export function holdOperation(operation: OperationId): { release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const method = operations[operation].method;
  const on = { GET: http.get, PUT: http.put, POST: http.post }[method];
  server.use(
    on(operationPattern(operation), async () => {
      await gate;
      // Returning nothing hands the request to the next matching handler: the fake db's.
      return undefined;
    }),
  );
  return { release: () => release() };
}
