import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { updateSettings } from '../lib/settings';
import {
  createQueryClient,
  MAX_WRITE_TRIES,
  shouldRetry,
  shouldRetryWrite,
  writeRetryDelay,
} from './query-client';

describe('shouldRetry', () => {
  it.each([
    ['network', new ApiError('network', 'x'), true],
    ['timeout', new ApiError('timeout', 'x'), true],
    ['server error 1000', new ApiError('api', 'x', { status: 500, code: '1000' }), true],
    ['HTTP 502 without body', new ApiError('api', 'x', { status: 502 }), true],
    ['unknown key 9000', new ApiError('api', 'x', { status: 401, code: '9000' }), false],
    ['not found', new ApiError('api', 'x', { status: 404, code: '4004' }), false],
    ['bad request', new ApiError('api', 'x', { status: 400, code: '4000' }), false],
    ['invalid response', new ApiError('invalid-response', 'x'), false],
    ['busy, HTTP 429', new ApiError('api', 'x', { status: 429 }), true],
    ['busy, code 4029', new ApiError('api', 'x', { status: 200, code: '4029' }), true],
  ])('%s → %s', (_name, error, expected) => {
    expect(shouldRetry(0, error)).toBe(expected);
  });

  it('stops after two retries', () => {
    const error = new ApiError('network', 'x');
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});

describe('shouldRetryWrite', () => {
  it('tries again only what cannot have reached the service, and gives up in the end', () => {
    const unreachable = new ApiError('network', 'x');
    expect(shouldRetryWrite(1, unreachable)).toBe(true);
    expect(shouldRetryWrite(1, new ApiError('api', 'x', { status: 503 }))).toBe(true);
    expect(shouldRetryWrite(1, new ApiError('timeout', 'x'))).toBe(false);
    expect(shouldRetryWrite(1, new ApiError('api', 'x', { status: 500, code: '1000' }))).toBe(
      false,
    );
    expect(shouldRetryWrite(MAX_WRITE_TRIES, unreachable)).toBe(false);
  });

  it('waits as a busy service asks, else 1, 2, 4, … up to 30 s', () => {
    const busy = new ApiError('api', 'x', { status: 429, retryAfterMs: 20_000 });
    expect(writeRetryDelay(1, busy)).toBe(20_000);
    expect(writeRetryDelay(1, new ApiError('network', 'x'))).toBe(1000);
    expect(writeRetryDelay(3, new ApiError('network', 'x'))).toBe(4000);
    expect(writeRetryDelay(10, new ApiError('network', 'x'))).toBe(30_000);
  });
});

describe('createQueryClient', () => {
  it("reads again after a busy service's Retry-After, not before", async () => {
    const client = createQueryClient();
    const asked: number[] = [];
    const started = Date.now();
    const data = await client.query({
      queryKey: ['busy'],
      queryFn: () => {
        asked.push(Date.now() - started);
        if (asked.length === 1) {
          return Promise.reject(new ApiError('api', 'busy', { status: 429, retryAfterMs: 1500 }));
        }
        return Promise.resolve('answer');
      },
    });
    expect(data).toBe('answer');
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBeGreaterThanOrEqual(1400);
  });

  it('notifies only when a refetch fails over data already shown', async () => {
    const notify = vi.fn();
    const client = createQueryClient({ notify });
    const failing = () => Promise.reject(new ApiError('api', 'x', { status: 500, code: '1000' }));
    const options = { retry: false } as const;

    await client
      .query({ queryKey: ['first'], queryFn: failing, ...options })
      .catch(() => undefined);
    expect(notify).not.toHaveBeenCalled();

    client.setQueryData(['shown'], 'data');
    const observer = new QueryObserver(client, {
      queryKey: ['shown'],
      queryFn: failing,
      ...options,
    });
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    unsubscribe();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith("Couldn't refresh: The sticker service had a problem");
  });

  it('refetches when the API key changes in Settings, and stops watching once unmounted', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('data'));
    client.mount();
    const observer = new QueryObserver(client, { queryKey: ['any'], queryFn, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));

    updateSettings({ userId: 'someone' });
    updateSettings({ apiKey: 'another-key' });
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));

    client.unmount();
    updateSettings({ apiKey: 'third-key' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
