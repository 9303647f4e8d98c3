import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup -- Vitest globals are off (see afterEach)
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { forgetMeasuredWidth } from '../components/stickers/use-element-box';
import { forgetNotices } from '../components/toast/notify';
import { wholeCatalogue } from '../i18n';
import { reloadSettings } from '../lib/settings';
import { resetFactories } from './factories';
import { requestLog } from './msw/request-log';
import { server } from './msw/server';
import { startTestService } from './msw/service';

// jsdom has no matchMedia; components reading the colour scheme or reduced motion need one.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const list = new EventTarget() as MediaQueryList;
    return Object.assign(list, {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
    });
  };
}

// jsdom has no pointer capture, which sonner's toasts take on press (for swiping).
if (!('setPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, { setPointerCapture: () => undefined });
}

// jsdom lays nothing out, so it has no scrollIntoView; a page that scrolls to an element calls it.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}

// The machines that run the suite are shared and often busy: a screen that takes more than
// Testing Library's default second to appear is slow, not wrong. The ceiling only bounds a failure.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every English message, as the app has once any page other than the search page has loaded.
beforeAll(() => wholeCatalogue());

beforeEach(async () => {
  resetFactories();
  await startTestService();
});

afterEach(() => {
  // Vitest runs without globals here, so Testing Library cannot register its own cleanup.
  cleanup();
  // sonner's toasts outlive a toaster; one still active would be shown by the next test's.
  toast.dismiss();
  forgetNotices();
  server.resetHandlers();
  requestLog.clear();
  localStorage.clear();
  reloadSettings();
  forgetMeasuredWidth();
});

// A toast that goes removes itself 200 ms later from a timer sonner does not clear when its
// toaster unmounts (TIME_BEFORE_UNMOUNT). Fired after the file's environment is gone, it set
// state with no window and failed the run once: a file that showed toasts lets it fire first.
const SONNER_REMOVAL_MS = 200;
afterAll(async () => {
  if (toast.getHistory().length > 0) {
    await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS + 50));
  }
});

afterAll(() => server.close());
