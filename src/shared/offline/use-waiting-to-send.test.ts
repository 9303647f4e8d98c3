import { onlineManager } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToggleHidden, useToggleWish } from '../../api/actions';
import { mutationKeys } from '../../api';
import { createQueryClient } from '../../api/query-client';
import { updateSettings } from '../../lib/settings';
import { failOperation, requestLog } from '../../testing/msw';
import { renderHookWithProviders } from '../../testing/render';
import { useWaitingToSend } from './use-waiting-to-send';

function renderWaiting(options: Parameters<typeof renderHookWithProviders>[1] = {}) {
  return renderHookWithProviders(
    () => ({
      wish: useToggleWish(),
      hide: useToggleHidden(),
      sixAny: useWaitingToSend(6),
      sixWish: useWaitingToSend(6, mutationKeys.toggleWish),
      sixHide: useWaitingToSend(6, mutationKeys.toggleHidden),
      four: useWaitingToSend(4),
    }),
    options,
  );
}

afterEach(() => onlineManager.setOnline(true));

describe('useWaitingToSend', () => {
  it('marks the pack whose change waits offline, of that kind only, until it is sent', async () => {
    const { result } = renderWaiting();
    act(() => onlineManager.setOnline(false));

    act(() => result.current.wish.mutate({ packageId: 6 }));
    await waitFor(() => expect(result.current.sixAny).toBe(true));
    expect(result.current.sixWish).toBe(true);
    expect(result.current.sixHide).toBe(false);
    expect(result.current.four).toBe(false);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.wish.isSuccess).toBe(true));
    expect(requestLog.count('M11')).toBe(1);
    expect(result.current.sixAny).toBe(false);
    expect(result.current.sixWish).toBe(false);
  });

  it('marks changes queued one after another, and none once the service has refused them', async () => {
    const { result } = renderWaiting();
    act(() => onlineManager.setOnline(false));

    act(() => {
      result.current.wish.mutate({ packageId: 4 });
      result.current.hide.mutate({ packageId: 6 });
    });
    await waitFor(() => expect(result.current.sixHide).toBe(true));
    expect(result.current.four).toBe(true);
    expect(result.current.sixWish).toBe(false);

    failOperation('M11', 1000);
    failOperation('M8', 1000);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.hide.isError).toBe(true));
    expect(result.current.four).toBe(false);
    expect(result.current.sixHide).toBe(false);
  });
});

describe('waiting changes of one user and another', () => {
  it("never marks one user's waiting change for another, and marks it again for its user", async () => {
    updateSettings({ userId: 'fay' });
    const { result } = renderWaiting();
    act(() => onlineManager.setOnline(false));
    act(() => result.current.wish.mutate({ packageId: 6 }));
    await waitFor(() => expect(result.current.sixWish).toBe(true));

    act(() => {
      updateSettings({ userId: 'gus' });
    });
    await waitFor(() => expect(result.current.sixAny).toBe(false));
    act(() => {
      updateSettings({ userId: 'fay' });
    });
    await waitFor(() => expect(result.current.sixWish).toBe(true));

    // Sent for its user whoever is shown when the network returns.
    act(() => {
      updateSettings({ userId: 'gus' });
    });
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.wish.isSuccess).toBe(true));
    expect(requestLog.of('M11').map((request) => request.url.searchParams.get('userId'))).toEqual([
      'fay',
    ]);
  });
});

describe('a change that cannot reach the service', () => {
  it('is marked waiting and tried again until it is sent', async () => {
    // The app's own retry policy (the test client's retries nothing).
    const { result } = renderWaiting({ queryClient: createQueryClient() });
    failOperation('M11', 'network', { once: true });
    act(() => result.current.wish.mutate({ packageId: 6 }));
    await waitFor(() => expect(result.current.sixWish).toBe(true));
    await waitFor(() => expect(result.current.wish.isSuccess).toBe(true), { timeout: 5_000 });
    expect(requestLog.count('M11')).toBe(2);
    expect(result.current.sixWish).toBe(false);
  });
});
