import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { fuzzRequests, type FuzzRequest } from './fuzz/requests';

const COUNT = 10_000;
const CONCURRENCY = 8;
const STACK_TRACE = /\bat [\w.<>]+ \(|\.ts:\d+:\d+|node:internal/;

let server: TestServer;
beforeAll(async () => {
  // Limits high enough that generated writes reach the routes.
  const rateLimits = {
    writesPerKey: 1e6,
    writesPerClient: 1e6,
    imagesPerClient: 1e6,
    windowMs: 60_000,
  };
  server = await startTestServer({ guards: { rateLimits } });
});
afterAll(() => server.close());

interface Outcome {
  request: FuzzRequest;
  status: number;
  type: string;
  text: string;
}

async function send(request: FuzzRequest): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (request.apikey !== null) headers.apikey = request.apikey;
  const response = await fetch(server.origin + request.path, { method: request.method, headers });
  const text = await response.text();
  return {
    request,
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text,
  };
}

/** What is wrong with an answer, or undefined when it is a proper envelope (or an image). */
function problemWith({ request, status, type, text }: Outcome): string | undefined {
  if (status >= 500 && status !== 503) return `HTTP ${status}`;
  if (STACK_TRACE.test(text)) return 'a stack trace in the answer';
  if (request.method === 'HEAD') return undefined;
  if (status < 300 && type.startsWith('image/')) return undefined;
  if (!type.startsWith('application/json')) return `content-type ${type}`;
  const json = JSON.parse(text) as {
    header?: { code?: unknown; status?: unknown; message?: unknown };
    body?: unknown;
  };
  const header = json.header;
  if (
    typeof header?.code !== 'string' ||
    typeof header.status !== 'string' ||
    typeof header.message !== 'string'
  ) {
    return 'no envelope header';
  }
  if (json.body === undefined) return 'no envelope body';
  return undefined;
}

describe('fuzzing the API', () => {
  it(`answers ${COUNT} generated requests with the envelope, no 500 and no stack trace`, async () => {
    const requests = fuzzRequests(20_261_123, COUNT);
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzRequest;
        const outcome = await send(request);
        const problem = problemWith(outcome);
        if (problem) problems.push(`${request.method} ${request.path.slice(0, 200)}: ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(problems.slice(0, 10)).toEqual([]);
    expect(server.errors.map(String).slice(0, 5)).toEqual([]);
  }, 60_000);
});
