import type { Context, Hono, HonoRequest, MiddlewareHandler } from 'hono';
import { describeRoute, validator } from 'hono-openapi';
import * as z from 'zod/mini';
import {
  servedOperations,
  type Operation,
  type ServedOperationId,
} from '../../../contract/operations';
import { CONTROL_CHARACTER } from '../../../contract/control-character';
import { presentValue, ruleOf } from '../../../contract/request-fields';
import { withBusyRetry } from '../http/busy-retry';
import { badRequest } from '../http/http-error';
import { describeOperation } from '../openapi/describe';

type Target = 'param' | 'query';
type Input<Id extends ServedOperationId> = z.output<(typeof servedOperations)[Id]['input']>;
type Handler<Id extends ServedOperationId> = (
  c: Context,
  input: Input<Id>,
) => Response | Promise<Response>;

/** The 400 message for the first parameter the schema refused: its name and the rule it broke. */
function refusal(
  issues: readonly { path?: readonly unknown[] }[],
  raw: object,
  schema: z.ZodMiniObject,
) {
  const key = issues[0]?.path?.[0];
  const name = typeof key === 'object' && key !== null && 'key' in key ? key.key : key;
  if (typeof name !== 'string') return 'the request could not be read';
  const value = presentValue((raw as Record<string, unknown>)[name]);
  if (value === undefined) return `${name} is required`;
  if (typeof value === 'string' && CONTROL_CHARACTER.test(value)) {
    return `${name} must not contain control characters`;
  }
  const field = schema.shape[name];
  return `${name} ${(field && ruleOf(field)) ?? 'is malformed'}`;
}

// Zod leaves a field's default out of the input's JSON Schema when its rule transforms the
// value (limit's string to a number): the contract registers it beside the rule, and the
// OpenAPI document states it (spec part 4: limit 20; M1: lang en, countryCode US).
const DOCUMENTED_DEFAULTS = {
  options: {
    unrepresentable: 'any' as const,
    override: ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: object }) => {
      const meta = z.globalRegistry.get(zodSchema as z.ZodMiniType);
      if (meta && 'default' in meta && !('default' in jsonSchema)) {
        Object.assign(jsonSchema, { default: meta.default });
      }
    },
  },
};

/** Hono's standard-schema validator, answering a refusal as the spec's 4000 envelope. */
function checked(target: Target, schema: z.ZodMiniObject): MiddlewareHandler {
  return validator(
    target,
    schema,
    (result) => {
      if (!result.success) throw badRequest(refusal(result.error, result.data, schema));
    },
    DOCUMENTED_DEFAULTS,
  );
}

function validated(c: Context, target: Target): object {
  const request = c.req as HonoRequest<string, Record<Target, object>>;
  return request.valid(target);
}

/** Hono answers HEAD with the GET handler; a HEAD request must not change anything (RFC 9110). */
export const isHead = (c: Context): boolean => c.req.method === 'HEAD';

/**
 * Declares one operation of the contract on its group's router: the OpenAPI description, Hono's
 * validators for its path and query parameters (path first, each in the contract's order), then
 * the handler with the parsed input, run again while the database is busy.
 */
export function declare<Id extends ServedOperationId>(
  router: Hono,
  id: Id,
  handler: Handler<Id>,
): void {
  const operation: Operation = servedOperations[id];
  const inPath = new Set([...operation.path.matchAll(/:(\w+)/g)].map((match) => match[1]));
  const names = Object.keys(operation.input.shape);
  const mask = (pathSide: boolean) =>
    Object.fromEntries(
      names.filter((n) => inPath.has(n) === pathSide).map((n) => [n, true] as const),
    );
  const middleware = [describeRoute(describeOperation(id, operation))];
  if (inPath.size > 0) middleware.push(checked('param', z.pick(operation.input, mask(true))));
  if (names.some((name) => !inPath.has(name))) {
    middleware.push(checked('query', z.pick(operation.input, mask(false))));
  }
  const run = withBusyRetry((c) => {
    const input = { ...validated(c, 'param'), ...validated(c, 'query') } as Input<Id>;
    return handler(c, input);
  });
  router.on(operation.method, [operation.path], ...middleware, run);
}
