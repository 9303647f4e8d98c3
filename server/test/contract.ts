import http from 'node:http';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { envelopeOf } from '../../contract/envelope';

const NUMERIC = new Set(['packageId', 'stickerId', 'order', 'lOrder']);
const FLAGS = new Set(['isDownload', 'isWish', 'isView', 'isNew', 'packageAnimated', 'isReceive']);

/** The contract's schemas coerce; this checks what the wire really carries. */
function checkWireTypes(value: unknown, path = 'body'): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkWireTypes(item, `${path}[${index}]`));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, field] of Object.entries(value)) {
    if (NUMERIC.has(key))
      expect(Number.isInteger(field), `${path}.${key} is an integer`).toBe(true);
    if (FLAGS.has(key)) expect(['Y', 'N'], `${path}.${key} is Y or N`).toContain(field);
    if (key === 'pageMap') {
      for (const [name, count] of Object.entries(field as object)) {
        expect(Number.isInteger(count), `pageMap.${name} is an integer`).toBe(true);
      }
    }
    checkWireTypes(field, `${path}.${key}`);
  }
}

/** Asserts a 200 success envelope, parses its body with the shared contract and returns it. */
export async function expectSuccess<S extends z.ZodMiniType>(
  response: Response,
  body: S,
): Promise<z.output<S>> {
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(200);
  const { header } = envelopeOf(body).parse(json);
  expect(header).toEqual({ code: '0000', status: 'success', message: 'success' });
  const wire = (json as { body: unknown }).body;
  checkWireTypes(wire);
  return z.parse(body, wire);
}

/** Asserts an error envelope with the given status and code; returns its message. */
export async function expectFailure(
  response: Response,
  status: number,
  code: string,
): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const json = JSON.parse(text) as {
    header: { code: string; status: string; message: string };
    body: unknown;
  };
  expect(json.body).toEqual([]);
  expect(json.header).toMatchObject({ code, status: 'fail' });
  expect(json.header.message).not.toBe('');
  return json.header.message;
}

/** GET through node:http, which (unlike fetch) lets a test choose the Host header. */
export function getWithHost(origin: string, path: string, host: string, apikey: string) {
  return new Promise<Response>((resolve, reject) => {
    const request = http.get(new URL(path, origin), { headers: { host, apikey } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 0 }));
      });
    });
    request.on('error', reject);
  });
}
