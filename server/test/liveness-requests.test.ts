import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-server';

// /api/health/live answers 200 whenever the process takes requests (docs/service.md); every GET
// also answers HEAD. A probe that adds a query (a cache buster) or asks with HEAD must not read
// a live process as gone.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('liveness as probes ask for it', () => {
  it('answers GET with a query string', async () => {
    const response = await server.call('/api/health/live?probe=1', { apikey: null });
    expect(response.status, await response.text()).toBe(200);
  });

  it('answers HEAD as GET, without a body', async () => {
    const response = await server.call('/api/health/live', { apikey: null, method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers HEAD on the readiness check too (for comparison)', async () => {
    const response = await server.call('/api/health', { apikey: null, method: 'HEAD' });
    expect(response.status).toBe(200);
  });
});
