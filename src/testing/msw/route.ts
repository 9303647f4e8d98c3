import { http, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';
import { ResultCode } from '../../api/schemas';
import type { FakeDb } from './fake-db';
import { operationPattern, operations, type OperationId } from './operations';
import { requestLog } from './request-log';
import { fail } from './respond';

let currentDb: FakeDb | undefined;

export function setCurrentDb(db: FakeDb): void {
  currentDb = db;
}

export function getCurrentDb(): FakeDb {
  if (!currentDb) throw new Error('No fake db: setup-tests installs one before each test');
  return currentDb;
}

export type RouteContext = {
  request: Request;
  url: URL;
  params: Record<string, string>;
  db: FakeDb;
};

const methods = { GET: http.get, PUT: http.put, POST: http.post } as const;

function stringParams(params: Record<string, string | readonly string[] | undefined>) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** An msw handler for one operation that logs the request; `checkKey` answers 9000 like the service. */
export function route(
  operation: OperationId,
  respond: (context: RouteContext) => Response | Promise<Response>,
  options: RequestHandlerOptions & { checkKey?: boolean } = {},
) {
  const { checkKey = true, ...handlerOptions } = options;
  const resolver: HttpResponseResolver = ({ request, params }) => {
    const url = new URL(request.url);
    const context = { request, url, params: stringParams(params), db: getCurrentDb() };
    const apikey = request.headers.get('apikey');
    requestLog.record({ operation, method: request.method, url, params: context.params, apikey });
    if (checkKey && (!apikey || !context.db.apiKeys.includes(apikey))) {
      return fail(401, ResultCode.unknownApiKey, 'apikey is not known');
    }
    return respond(context);
  };
  return methods[operations[operation].method](
    operationPattern(operation),
    resolver,
    handlerOptions,
  );
}
