import { afterEach, expect, test, vi } from 'vitest';

const offered = vi.fn();
vi.mock('../shared/offline/update-available', () => ({ offerUpdate: () => void offered() }));
vi.mock('./after-first-screen', () => ({ afterFirstScreen: (run: () => void) => run() }));

afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

test('a new version that was already installing when the page registered is offered once installed', async () => {
  // The browser checks /sw.js itself on navigation; the app registers only after the first
  // screen and idle time, by when the next build's worker may be installing (its updatefound
  // has fired, with no listener yet).
  const worker = Object.assign(new EventTarget(), {
    state: 'installing',
    postMessage: vi.fn(),
  });
  const registration = Object.assign(new EventTarget(), {
    installing: worker as unknown as ServiceWorker | null,
    waiting: null as ServiceWorker | null,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), {
      controller: {},
      register: vi.fn(() => Promise.resolve(registration)),
    }),
  });
  const { startServiceWorker } = await import('./service-worker');
  startServiceWorker();
  await new Promise((resolve) => setTimeout(resolve, 0));

  // Its precache downloaded, it is installed and waits.
  worker.state = 'installed';
  registration.waiting = worker as unknown as ServiceWorker;
  registration.installing = null;
  worker.dispatchEvent(new Event('statechange'));
  expect(offered).toHaveBeenCalled();
});

function workerContainer(controller: object | null) {
  const registration = Object.assign(new EventTarget(), { installing: null, waiting: null });
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return container;
}

test('a new version taken in another tab is offered here, where the old one runs', async () => {
  offered.mockClear();
  const container = workerContainer({});
  const { startServiceWorker } = await import('./service-worker');
  startServiceWorker();
  await new Promise((resolve) => setTimeout(resolve, 0));
  container.dispatchEvent(new Event('controllerchange'));
  expect(offered).toHaveBeenCalledOnce();
});

test('the first worker taking a page that had none is no new version', async () => {
  offered.mockClear();
  const container = workerContainer(null);
  const { startServiceWorker } = await import('./service-worker');
  startServiceWorker();
  await new Promise((resolve) => setTimeout(resolve, 0));
  container.dispatchEvent(new Event('controllerchange'));
  expect(offered).not.toHaveBeenCalled();
});
