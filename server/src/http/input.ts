import type { Context } from 'hono';
import * as z from 'zod/mini';
import { badRequest } from './http-error';

/** One request parameter: how to read it and what the 400 message says when it is wrong. */
export interface Field<T> {
  read(raw: string | undefined, name: string): T;
  /** The zod rule of the raw text (for the OpenAPI document) and whether it must be given. */
  readonly schema: z.ZodMiniType;
  readonly required: boolean;
}

type Parser<T> = z.ZodMiniType<T, string>;

// C0 controls (NUL, tab, newline…), DEL and C1 controls: no parameter may carry them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function rejectControls(raw: string, name: string): void {
  if (CONTROL.test(raw)) throw badRequest(`${name} must not contain control characters`);
}

function field<T, Missing>(
  schema: Parser<T>,
  expect: string,
  missing: (name: string) => Missing,
  required: boolean,
): Field<T | Missing> {
  return {
    schema,
    required,
    read(raw, name) {
      // An empty value counts as absent, as HTML forms and optional filters send it.
      if (raw === undefined || raw === '') return missing(name);
      rejectControls(raw, name);
      const result = schema.safeParse(raw);
      if (!result.success) throw badRequest(`${name} ${expect}`);
      return result.data;
    },
  };
}

/**
 * A required field checked by hand rather than by a schema, for the parameters on every hot path
 * (userId, packageId): `parse` answers undefined for a value it rejects. Same messages as
 * required(); server/test/fields.test.ts holds each one equal to its schema.
 */
export function requiredChecked<T>(
  parse: (raw: string) => T | undefined,
  expect: string,
  schema: z.ZodMiniType,
): Field<T> {
  return {
    schema,
    required: true,
    read(raw, name) {
      if (raw === undefined || raw === '') throw badRequest(`${name} is required`);
      rejectControls(raw, name);
      const value = parse(raw);
      if (value === undefined) throw badRequest(`${name} ${expect}`);
      return value;
    },
  };
}

export const required = <T>(schema: Parser<T>, expect: string): Field<T> =>
  field(
    schema,
    expect,
    (name): never => {
      throw badRequest(`${name} is required`);
    },
    true,
  );

export const withDefault = <T>(schema: Parser<T>, expect: string, value: T): Field<T> =>
  field(schema, expect, () => value, false);

export const optional = <T>(schema: Parser<T>, expect: string): Field<T | undefined> =>
  field(schema, expect, () => undefined, false);

type Shape = Record<string, Field<unknown>>;
export type Input<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

// URLSearchParams is lenient with malformed escapes, keeps the first of repeated names, and
// costs less per request than Hono's c.req.query() (measured on M3).
function queryOf(url: string): URLSearchParams {
  const start = url.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : url.slice(start + 1));
}

/** Reads each field from the path, else the query string; throws a 400 naming the first bad one. */
export function readInput<S extends Shape>(c: Context, shape: S): Input<S> {
  let query: URLSearchParams | undefined;
  const out: Record<string, unknown> = {};
  for (const name in shape) {
    const param: string | undefined = c.req.param(name);
    const raw = param ?? (query ??= queryOf(c.req.url)).get(name) ?? undefined;
    out[name] = shape[name]?.read(raw, name);
  }
  return out as Input<S>;
}
