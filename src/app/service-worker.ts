/// <reference types="vite-plugin-pwa/vanillajs" />
import { offerUpdate } from '../shared/offline/update-available';
import { afterFirstScreen } from './after-first-screen';

/**
 * Registers the service worker once the first screen is done, so its download of the app's
 * files never competes with it. A new version waits until the person reloads into it.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateServiceWorker = registerSW({
        onNeedRefresh: () => offerUpdate(() => void updateServiceWorker(true)),
      });
    });
  afterFirstScreen(register);
}
