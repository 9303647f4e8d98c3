import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('explains an unknown API key and how to fix it', () => {
    const text = describeError(
      new ApiError('api', 'apikey is not known', { status: 401, code: '9000' }),
    );
    expect(text.title).toBe("The sticker service does not recognise this app's API key");
    // Said to people using the app: where to fix it, never a build variable.
    expect(text.detail).toMatch(/Settings, under Advanced/);
    expect(text.detail).not.toMatch(/VITE_|rebuild/);
    expect(text.retryable).toBe(false);
  });

  it.each([
    [
      new ApiError('api', 'x', { status: 500, code: '1000' }),
      'The sticker service had a problem',
      true,
    ],
    [new ApiError('network', 'x'), "Can't reach the sticker service", true],
    [new ApiError('timeout', 'x'), 'The sticker service is taking too long', true],
    [new ApiError('invalid-response', 'x'), 'The sticker service sent something unexpected', true],
    [new ApiError('api', 'x', { status: 404, code: '4004' }), 'Not found', false],
    [
      new ApiError('api', 'bad q', { status: 400, code: '4000' }),
      'The sticker service refused the request',
      false,
    ],
  ])('%s', (error, title, retryable) => {
    expect(describeError(error)).toMatchObject({ title, retryable });
  });

  it.each([
    [
      '4029 with Retry-After',
      new ApiError('api', 'x', { status: 429, code: '4029', retryAfterMs: 2000 }),
      2000,
    ],
    ['429 in plain text', new ApiError('api', 'x', { status: 429 }), 5000],
    [
      'a wait of an hour',
      new ApiError('api', 'x', { status: 429, retryAfterMs: 3_600_000 }),
      60_000,
    ],
  ])('a busy service (%s) is retryable after a bounded wait', (_, error, wait) => {
    expect(describeError(error)).toMatchObject({
      title: 'The sticker service is busy',
      retryable: true,
      retryAfterMs: wait,
    });
  });

  it('an HTML 500 or 502 without a code is a problem of the service, not a refusal', () => {
    for (const status of [500, 502]) {
      expect(describeError(new ApiError('api', 'x', { status }))).toMatchObject({
        title: 'The sticker service had a problem',
        retryable: true,
      });
    }
  });

  it('suggests a simpler search for a refused parameter only on a search', () => {
    const error = new ApiError('api', 'bad', { status: 400, code: '4000' });
    expect(describeError(error, { search: true }).detail).toMatch(/shorter or simpler search/);
    expect(describeError(error).detail).not.toMatch(/search/);
  });

  it("never shows the service's raw message", () => {
    const error = new ApiError('api', 'q must be 1 to 100 characters', {
      status: 400,
      code: '4000',
    });
    expect(describeError(error).detail).not.toContain('q must be');
  });

  it('describes errors that are not ApiErrors', () => {
    expect(describeError(new Error('boom'))).toMatchObject({ detail: 'boom', retryable: true });
  });
});
