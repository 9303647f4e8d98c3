import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { updateSettings } from '../lib/settings';
import { failOperation, operationPattern, requestLog, server } from '../testing/msw';
import { ApiError } from './api-error';
import { request, requestEnvelope, retryAfter } from './client';
import {
  PackageDetailBodySchema,
  SearchBodySchema,
  MyPackagePageBodySchema,
  EmptyBodySchema,
} from '../../contract';
import { buildPageMap } from '../testing/factories';

const envelope = (body: unknown, code = '0000') => ({
  header: { code, status: 'success', message: 'success' },
  body,
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('request', () => {
  it('sends the apikey header and keeps it out of the URL', async () => {
    await request('messenger', ['v1', 'mysticker', 'demo'], MyPackagePageBodySchema);
    const [entry] = requestLog.of('M6');
    expect(entry?.apikey).toBe('local-dev-key');
    expect(entry?.url.href).not.toContain('local-dev-key');
    expect(entry?.url.pathname).toBe('/api/messenger/v1/mysticker/demo');
  });

  it('sends the key entered in Settings instead of the build key', async () => {
    updateSettings({ apiKey: 'my-own-key' });
    const error = await caught(request('messenger', ['v1', 'category'], z.unknown()));
    expect(requestLog.of('M14')[0]?.apikey).toBe('my-own-key');
    expect(error).toMatchObject({ kind: 'api', code: '9000', status: 401 });
  });

  it.each(['a b/c?d', '고양이', '100%', 'x#y&z=1'])(
    'encodes the userId %s exactly once',
    async (userId) => {
      await request('messenger', ['v1', 'mysticker', userId], MyPackagePageBodySchema, {
        query: { userId, limit: 20 },
      });
      const [entry] = requestLog.of('M6');
      expect(entry?.url.pathname).toBe(`/api/messenger/v1/mysticker/${encodeURIComponent(userId)}`);
      expect(entry?.url.searchParams.get('userId')).toBe(userId);
      expect(entry?.params.userId).toBe(userId);
    },
  );

  it('reads ids sent as strings and items without packageName', async () => {
    server.use(
      http.get(operationPattern('M1'), () =>
        HttpResponse.json(
          envelope({
            stickerList: [{ stickerId: '12', keyword: 'cat', stickerImg: 'https://x/1.png' }],
            pageMap: buildPageMap(1, 20, 1),
          }),
        ),
      ),
    );
    const body = await request('messenger', ['v1', 'search'], SearchBodySchema, {
      query: { q: 'cat', userId: 'demo' },
    });
    expect(body.stickerList).toEqual([
      { stickerId: 12, keyword: 'cat', stickerImg: 'https://x/1.png' },
    ]);
  });

  it('turns an enveloped error into an ApiError with status and code', async () => {
    failOperation('M3', 1000);
    const error = await caught(request('messenger', ['v1', 'package', 1], PackageDetailBodySchema));
    expect(error).toMatchObject({ kind: 'api', status: 500, code: '1000' });
    expect(error.message).toContain('server error');
  });

  it('turns an error code in a 200 envelope into an ApiError', async () => {
    server.use(http.get(operationPattern('M14'), () => HttpResponse.json(envelope([], '9000'))));
    const error = await caught(request('messenger', ['v1', 'category'], z.unknown()));
    expect(error).toMatchObject({ kind: 'api', status: 200, code: '9000' });
  });

  it('reads flat error bodies', async () => {
    server.use(
      http.get(operationPattern('M14'), () =>
        HttpResponse.json({ status: 403, code: 9000, message: 'blocked key' }, { status: 403 }),
      ),
    );
    const error = await caught(request('messenger', ['v1', 'category'], z.unknown()));
    expect(error).toMatchObject({ kind: 'api', status: 403, code: '9000', message: 'blocked key' });
  });

  it('keeps the status of an HTTP error without a readable body', async () => {
    server.use(
      http.get(
        operationPattern('M14'),
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    const error = await caught(request('messenger', ['v1', 'category'], z.unknown()));
    expect(error).toMatchObject({ kind: 'api', status: 502, code: undefined });
  });

  it('reports a failed fetch as a network error', async () => {
    failOperation('M14', 'network');
    const error = await caught(request('messenger', ['v1', 'category'], z.unknown()));
    expect(error.kind).toBe('network');
  });

  it('reports a slow answer as a timeout', async () => {
    server.use(http.get(operationPattern('M14'), () => new Promise<Response>(() => {})));
    const error = await caught(
      request('messenger', ['v1', 'category'], z.unknown(), { timeoutMs: 20 }),
    );
    expect(error.kind).toBe('timeout');
  });

  it('lets a caller abort pass through as an AbortError', async () => {
    server.use(http.get(operationPattern('M14'), () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const pending = request('messenger', ['v1', 'category'], z.unknown(), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a body that does not match the schema as invalid-response', async () => {
    failOperation('M3', 'invalid-response');
    const error = await caught(request('messenger', ['v1', 'package', 1], PackageDetailBodySchema));
    expect(error.kind).toBe('invalid-response');
  });

  it('reports non-JSON success as invalid-response', async () => {
    server.use(http.get(operationPattern('M14'), () => new HttpResponse('ok', { status: 200 })));
    const error = await caught(request('messenger', ['v1', 'category'], z.unknown()));
    expect(error.kind).toBe('invalid-response');
  });

  it('accepts an extra success code only where asked, and reports it', async () => {
    server.use(
      http.post(operationPattern('download'), () => HttpResponse.json(envelope([], '0001'))),
    );
    const path = ['v1', 'download', 3];
    const options = { method: 'POST' as const, query: { userId: 'demo', isPurchase: 'Y' } };
    await expect(request('messenger', path, EmptyBodySchema, options)).rejects.toMatchObject({
      code: '0001',
    });
    const result = await requestEnvelope('messenger', path, EmptyBodySchema, {
      ...options,
      acceptCodes: ['0001'],
    });
    expect(result.code).toBe('0001');
  });
});

describe('retryAfter', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it.each([
    ['120', 120_000],
    [' 1 ', 1000],
    ['Thu, 01 Jan 2026 12:00:30 GMT', 30_000],
    ['Thu, 01 Jan 2026 11:00:00 GMT', 0],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s ms', (header, ms) => {
    expect(retryAfter(header, now)).toBe(ms);
  });
});
