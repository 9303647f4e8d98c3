import type { Page, Request } from '@playwright/test';

export function isApiUrl(url: string): boolean;

export class TrafficRecorder {
  constructor(page: Page, matches?: (url: string) => boolean);
  /** Forgets what was recorded so far and returns the recorded requests. */
  take(): Request[];
  /** Resolves once no recorded request has been in flight for `quietMs`, counted from this call. */
  quiet(quietMs?: number, timeoutMs?: number): Promise<void>;
}
