/// <reference types="vite-plugin-pwa/vanillajs" />
import { offerUpdate } from '../shared/offline/update-available';

/**
 * Registers the service worker once the page has loaded, so its download of the app's files
 * never competes with the first screen. A new version waits until the person reloads into it.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateServiceWorker = registerSW({
        onNeedRefresh: () => offerUpdate(() => void updateServiceWorker(true)),
      });
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
