import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { operationPattern, server } from '../testing/msw';
import { ApiError } from './api-error';
import { request } from './client';
import { readM14 } from './reading';

function answerM14(body: JsonBodyType, status = 200) {
  server.use(http.get(operationPattern('M14'), () => HttpResponse.json(body, { status })));
}

const categories = () => request('messenger', ['v1', 'category'], readM14);

async function failure(): Promise<ApiError> {
  const error = await categories().then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('envelopes real servers send', () => {
  it.each([
    ['Korean', '성공'],
    ['Japanese', '成功しました'],
    ['Spanish', 'éxito'],
    ['null', null],
    ['missing', undefined],
  ])('reads a success whose header.message is %s', async (_language, message) => {
    answerM14({ header: { code: '0000', status: 'success', message }, body: { categoryList: [] } });
    await expect(categories()).resolves.toMatchObject({ items: [], unreadable: 0 });
  });

  it('reads a numeric result code and a header without status', async () => {
    answerM14({ header: { code: 0 }, body: { categoryList: [{ category: 'Food' }] } });
    await expect(categories()).rejects.toMatchObject({ kind: 'api', code: '0' });
    answerM14({ header: { code: '0000' }, body: { categoryList: [{ category: 'Food' }] } });
    await expect(categories()).resolves.toMatchObject({ items: [{ category: 'Food' }] });
  });

  it.each([200, 500])(
    'reads the flat error body {status, message, code} at HTTP %i',
    async (status) => {
      answerM14({ status: 'fail', message: 'server error', code: '1000' }, status);
      expect(await failure()).toMatchObject({ kind: 'api', code: '1000', message: 'server error' });
    },
  );

  it('reads a flat error body whose message is null or in another language', async () => {
    answerM14({ status: 401, message: null, code: 9000 }, 401);
    expect(await failure()).toMatchObject({ kind: 'api', status: 401, code: '9000' });
    answerM14({ status: 401, message: '존재하지 않는 API 키', code: 9000 }, 401);
    expect(await failure()).toMatchObject({ code: '9000', message: '존재하지 않는 API 키' });
  });

  it('fails the page only for a malformed body', async () => {
    answerM14({ header: { code: '0000' }, body: { categoryList: { category: 'Food' } } });
    expect(await failure()).toMatchObject({ kind: 'invalid-response' });
    answerM14({
      header: { code: '0000' },
      body: { categoryList: [{ category: null }, { category: 'Fun' }] },
    });
    await expect(categories()).resolves.toMatchObject({
      items: [{ category: 'Fun' }],
      unreadable: 1,
    });
  });
});
