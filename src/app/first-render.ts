import { firstPageFor } from '../boot/first-page';
import { getSettings } from '../lib/settings-store';
import type { QueryClient } from '@tanstack/react-query';
import { takeEarlyInput } from './early-input';
import { firstPageReady } from './first-page-ready';

/**
 * For a page the early script painted: waits until the app can draw that same page with its
 * content (see first-page-ready.ts), then reads what the person did on it meanwhile. Returns
 * the function that carries that into the app's page once it has rendered.
 */
export async function prepareFirstRender(root: HTMLElement, client: QueryClient) {
  await firstPageReady(firstPageFor(window.location, getSettings()), client);
  return takeEarlyInput(root);
}
