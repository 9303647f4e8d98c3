// Records a Playwright page's traffic (the sticker API's by default): requests, their completion,
// and a wait for the network to fall quiet (no matching request in flight for a while).

const apiPath = /\/api\/(messenger|camera)\/v1\//;

export function isApiUrl(url) {
  return apiPath.test(new URL(url).pathname);
}

export class TrafficRecorder {
  /**
   * @param {import('@playwright/test').Page} page
   * @param {(url: string) => boolean} matches which requests to record
   */
  constructor(page, matches = isApiUrl) {
    this.page = page;
    this.requests = [];
    this.inflight = new Set();
    this.waiters = new Set();
    this.lastActivity = Date.now();
    page.on('request', (request) => {
      if (!matches(request.url())) return;
      this.requests.push(request);
      this.inflight.add(request);
      this.touch();
    });
    const done = (request) => {
      if (!this.inflight.delete(request)) return;
      this.touch();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  touch() {
    this.lastActivity = Date.now();
    for (const waiter of this.waiters) waiter();
  }

  /** Forgets what was recorded so far and returns the recorded requests. */
  take() {
    const taken = this.requests;
    this.requests = [];
    return taken;
  }

  /** Resolves once no recorded request has been in flight for `quietMs`, counted from this call. */
  quiet(quietMs = 1_000, timeoutMs = 30_000) {
    const calledAt = Date.now();
    const deadline = calledAt + timeoutMs;
    return new Promise((resolve, reject) => {
      let timer;
      const check = () => {
        clearTimeout(timer);
        if (Date.now() > deadline) {
          this.waiters.delete(check);
          reject(new Error(`Traffic did not settle within ${timeoutMs} ms`));
          return;
        }
        if (this.inflight.size > 0) return; // the next finished request calls check again
        const idleFor = Date.now() - Math.max(this.lastActivity, calledAt);
        if (idleFor >= quietMs) {
          this.waiters.delete(check);
          resolve();
          return;
        }
        timer = setTimeout(check, quietMs - idleFor);
      };
      this.waiters.add(check);
      check();
    });
  }
}
