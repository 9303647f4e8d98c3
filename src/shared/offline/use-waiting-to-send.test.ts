import { onlineManager } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToggleHidden, useToggleWish } from '../../api/actions';
import { mutationKeys } from '../../api';
import { failOperation, requestLog } from '../../testing/msw';
import { renderHookWithProviders } from '../../testing/render';
import { useWaitingToSend } from './use-waiting-to-send';

function renderWaiting() {
  return renderHookWithProviders(() => ({
    wish: useToggleWish(),
    hide: useToggleHidden(),
    sixAny: useWaitingToSend(6),
    sixWish: useWaitingToSend(6, mutationKeys.toggleWish),
    sixHide: useWaitingToSend(6, mutationKeys.toggleHidden),
    four: useWaitingToSend(4),
  }));
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
