import { offerUpdate } from '../shared/offline/update-available';
import { afterFirstScreen } from './after-first-screen';

let takingOver = false;

/** The worker Workbox generates (scripts/vite-pwa.ts) takes over when told to skip waiting. */
function takeOver(waiting: ServiceWorker) {
  takingOver = true;
  // Taken over already, from another tab: this page has only to load the new version.
  if (waiting.state !== 'installed') {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

function offerWhenInstalled(worker: ServiceWorker) {
  worker.addEventListener('statechange', () => {
    // Installed beside a worker that controls this page: a new version, waiting.
    if (worker.state === 'installed' && navigator.serviceWorker.controller) {
      offerUpdate(() => takeOver(worker));
    }
  });
}

/**
 * Registers the service worker once the first screen is done, so its download of the app's files
 * never competes with it. A new version waits until the person reloads into it. Registered
 * directly rather than through workbox-window, whose 2 kB would count against the first visit.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  afterFirstScreen(() => {
    const hadController = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      // Another tab took a new version: this page runs the old one, whose files the new worker
      // no longer keeps, so a page not opened yet would fail to load until a reload. No new
      // controller is no new version: the worker was removed (the person cleared site data).
      const taken = navigator.serviceWorker.controller !== null;
      if (hadController && taken && !takingOver) offerUpdate(() => window.location.reload());
    });
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then((registration) => {
      // A browser that blocks workers (automation, some privacy settings) may answer nothing.
      if (!(registration as ServiceWorkerRegistration | undefined)) return;
      if (registration.waiting && navigator.serviceWorker.controller) {
        const { waiting } = registration;
        offerUpdate(() => takeOver(waiting));
      }
      // The browser checks for a new version on navigation: it may be installing already.
      if (registration.installing) offerWhenInstalled(registration.installing);
      registration.addEventListener('updatefound', () => {
        if (registration.installing) offerWhenInstalled(registration.installing);
      });
    }, reportUnregistered);
  });
}

// Without a worker the app works as before, online only.
function reportUnregistered(cause: unknown) {
  console.warn('The service worker could not be registered.', cause);
}
