import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { failOperation, operationPattern, server } from '../testing/msw';
import { request } from './client';
import { isServiceOutOfReach, SAVED_COPY_HEADER } from './service-reach';

const readCategories = () =>
  request('messenger', ['v1', 'category'], z.unknown()).catch(() => undefined);

/** The categories read is answered as the service worker answers from its saved copy. */
const answerFromSavedCopy = () =>
  server.use(
    http.get(operationPattern('M14'), () =>
      HttpResponse.json(
        { header: { code: '0000' }, body: [] },
        { headers: { [SAVED_COPY_HEADER]: '1' } },
      ),
    ),
  );

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('whether the service is out of reach', () => {
  it('is so while reads are answered from the worker’s saved copy, and not once the service answers', async () => {
    answerFromSavedCopy();
    await readCategories();
    expect(isServiceOutOfReach()).toBe(true);

    server.resetHandlers();
    await readCategories();
    expect(isServiceOutOfReach()).toBe(false);
  });

  it('is so when the browser is online and a request gets no answer', async () => {
    failOperation('M14', 'network');
    await readCategories();
    expect(isServiceOutOfReach()).toBe(true);
    server.resetHandlers();
    await readCategories();
    expect(isServiceOutOfReach()).toBe(false);
  });

  it('is not so when the browser is offline: that is the browser’s state, said apart', async () => {
    onlineManager.setOnline(false);
    failOperation('M14', 'network');
    await readCategories();
    expect(isServiceOutOfReach()).toBe(false);
  });

  it('is not so once an answer comes, even an error: the service did answer', async () => {
    failOperation('M14', 'network');
    await readCategories();
    expect(isServiceOutOfReach()).toBe(true);
    server.use(
      http.get(operationPattern('M14'), () =>
        HttpResponse.json({ header: { code: '9999', message: 'boom' } }, { status: 500 }),
      ),
    );
    await readCategories();
    expect(isServiceOutOfReach()).toBe(false);
  });

  it('is not set by a saved copy while offline: back online, the service is not known to be down', async () => {
    onlineManager.setOnline(false);
    answerFromSavedCopy();
    await readCategories();
    onlineManager.setOnline(true);
    expect(isServiceOutOfReach()).toBe(false);
  });
});
