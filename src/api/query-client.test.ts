import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { updateSettings } from '../lib/settings';
import { createQueryClient, shouldRetry } from './query-client';

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
