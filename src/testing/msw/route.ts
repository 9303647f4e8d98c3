import { http, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';
import { operationPattern, operations, type OperationId } from './operations';
import { requestLog } from './request-log';
import { getCurrentService } from './service';

export type RouteContext = { request: Request; url: URL; params: Record<string, string> };

const methods = { GET: http.get, PUT: http.put, POST: http.post, DELETE: http.delete } as const;

function stringParams(params: Record<string, string | readonly string[] | undefined>) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** Hands the request to the sticker service's own app. */
export const passToService = ({ request }: RouteContext) => getCurrentService().app.fetch(request);

/** An msw handler for one operation that logs the request and answers with `respond`. */
export function route(
  operation: OperationId,
  respond: (context: RouteContext) => Response | Promise<Response> = passToService,
  options: RequestHandlerOptions = {},
) {
  const resolver: HttpResponseResolver = ({ request, params }) => {
    const url = new URL(request.url);
    const context = { request, url, params: stringParams(params) };
    const apikey = request.headers.get('apikey');
    requestLog.record({ operation, method: request.method, url, params: context.params, apikey });
    return respond(context);
  };
  return methods[operations[operation].method](operationPattern(operation), resolver, options);
}
