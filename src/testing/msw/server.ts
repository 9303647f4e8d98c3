import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ResultCode } from '../../../contract';
import { operationPattern, operations, type OperationId } from './operations';
import { fail, ok } from './respond';
import { passToService, route, type RouteContext } from './route';
import { getCurrentService } from './service';

const operationIds = Object.keys(operations) as OperationId[];

/** Every operation goes to the service's own app; so does any other API path (sending a gift). */
export const handlers = [
  ...operationIds.map((operation) => route(operation)),
  http.all(new URL('/api/*', document.baseURI).href, ({ request }) =>
    getCurrentService().app.fetch(request),
  ),
];

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
      return ok({ wrong: true });
  }
}

/** Makes an operation fail (every time, or only the next time with `once`); the request is logged. */
export function failOperation(
  operation: OperationId,
  failure: Failure,
  { once = false } = {},
): void {
  server.use(route(operation, () => failureResponse(failure), { once }));
}

/** Answers an operation with this success body instead of the service's. */
export function answerOperation(operation: OperationId, body: unknown, { once = false } = {}) {
  server.use(route(operation, () => ok(body), { once }));
}

/**
 * Lets the service answer, then rewrites its success body: how the route tests run over the
 * shapes other servers send (src/testing/conformance/variants.ts).
 */
export function reshapeOperation(operation: OperationId, reshape: (body: unknown) => unknown) {
  server.use(
    route(operation, async (context: RouteContext) => {
      const answer = await passToService(context);
      const json = (await answer.json()) as { header: unknown; body: unknown };
      if (!answer.ok) return HttpResponse.json(json as object, { status: answer.status });
      return HttpResponse.json({ header: json.header, body: reshape(json.body) } as object);
    }),
  );
}

/**
 * Holds an operation's requests until `release()`, then lets the service answer them; for
 * asserting what the UI shows while a request is in flight.
 */
export function holdOperation(operation: OperationId): { release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const method = operations[operation].method;
  const on = { GET: http.get, PUT: http.put, POST: http.post, DELETE: http.delete }[method];
  server.use(
    on(operationPattern(operation), async () => {
      await gate;
      // Returning nothing hands the request to the next matching handler: the service's.
      return undefined;
    }),
  );
  return { release: () => release() };
}
