import * as z from 'zod/mini';
// Its own modules, not ./schemas: the index would bring every operation's schemas into the first load.
import { ErrorBodySchema } from '../../contract/envelope';
import { ResultCode } from '../../contract/error-codes';
import type { BodyReader } from './reading';
import { ApiError } from './api-error';
import { currentApiKey, type ApiGroup } from './config';
import { noteAnswer, noteNoAnswer } from './service-reach';
import { buildUrl, type PathSegment, type QueryParams } from './url';

export type { ApiGroup } from './config';
export type { PathSegment, QueryParams } from './url';

export const DEFAULT_TIMEOUT_MS = 15_000;

export type RequestOptions = {
  query?: QueryParams;
  method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  signal?: AbortSignal;
  /** Result codes besides 0000 that mean success (the download extension answers 0001). */
  acceptCodes?: readonly string[];
  timeoutMs?: number;
  /** The Fetch cache mode; 'no-cache' asks for the service's answer rather than a saved copy. */
  cache?: RequestCache;
};

const EnvelopeHeadSchema = z.object({
  header: z.object({
    code: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    // Any language, or null: the message is only shown when nothing better is known.
    message: z.catch(z.optional(z.string()), undefined),
  }),
  body: z.unknown(),
});

export type Envelope<Body> = { code: string; message: string | undefined; body: Body };

/** Sends one request to the sticker service and returns the operation's parsed `body`. */
export async function request<Body>(
  group: ApiGroup,
  path: readonly PathSegment[],
  schema: BodyReader<Body>,
  options: RequestOptions = {},
): Promise<Body> {
  return (await requestEnvelope(group, path, schema, options)).body;
}

/** Like `request`, keeping the result code for callers that accept more than 0000. */
export async function requestEnvelope<Body>(
  group: ApiGroup,
  path: readonly PathSegment[],
  schema: BodyReader<Body>,
  options: RequestOptions = {},
): Promise<Envelope<Body>> {
  const {
    query,
    method = 'GET',
    signal,
    acceptCodes = [],
    timeoutMs = DEFAULT_TIMEOUT_MS,
    cache = 'default',
  } = options;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signals = signal ? [signal, timeout.signal] : [timeout.signal];
  try {
    const url = buildUrl(group, path, query);
    const combined = AbortSignal.any(signals);
    const response = await fetch(url, {
      method,
      headers: { apikey: currentApiKey(), accept: 'application/json' },
      signal: combined,
      cache,
    });
    noteAnswer(response);
    const json = await readJson(response);
    if (!response.ok) {
      throw errorFromBody(json, response.status, retryAfter(response.headers.get('retry-after')));
    }
    return parseSuccess(json, schema, response.status, acceptCodes);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A caller's abort (React Query cancelling) must stay an AbortError so it is not reported.
    if (signal?.aborted) throw error;
    noteNoAnswer();
    if (timeout.signal.aborted) {
      throw new ApiError(
        'timeout',
        `The sticker service did not answer within ${timeoutMs / 1000} s`,
        {
          cause: error,
        },
      );
    }
    throw new ApiError('network', 'Could not reach the sticker service', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

const NO_BODY = Symbol('no body');

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return NO_BODY;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NO_BODY;
  }
}

/** `Retry-After` in milliseconds from now: seconds (`120`) or an HTTP date; undefined if absent. */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function errorFromBody(json: unknown, status: number, retryAfterMs?: number): ApiError {
  const parsed = ErrorBodySchema.safeParse(json);
  if (!parsed.success) {
    return new ApiError('api', `The sticker service answered HTTP ${status}`, {
      status,
      retryAfterMs,
    });
  }
  const { code, message } = parsed.data;
  return new ApiError('api', message ?? `The sticker service answered with code ${code}`, {
    status,
    code,
    retryAfterMs,
  });
}

function parseSuccess<Body>(
  json: unknown,
  schema: BodyReader<Body>,
  status: number,
  acceptCodes: readonly string[],
): Envelope<Body> {
  const envelope = EnvelopeHeadSchema.safeParse(json);
  if (!envelope.success) {
    const flat = ErrorBodySchema.safeParse(json);
    if (flat.success && flat.data.code !== ResultCode.success) throw errorFromBody(json, status);
    throw new ApiError(
      'invalid-response',
      'The sticker service sent an answer this app cannot read',
      {
        status,
        cause: envelope.error,
      },
    );
  }
  const { code, message } = envelope.data.header;
  if (code !== ResultCode.success && !acceptCodes.includes(code)) {
    throw new ApiError('api', message ?? `The sticker service answered with code ${code}`, {
      status,
      code,
    });
  }
  const body = schema.safeParse(envelope.data.body);
  if (!body.success) {
    throw new ApiError('invalid-response', 'The sticker service sent data this app cannot read', {
      status,
      code,
      cause: body.error,
    });
  }
  return { code, message, body: body.data };
}
