import { describe, expect, it } from 'vitest';
import { RenderQueue, RenderQueueFull } from './render-queue';
import { SharedRenders } from './shared-renders';

const bytes = (length: number) => new Uint8Array(new ArrayBuffer(length));

describe('rendered-image cache', () => {
  it('keeps rendered images up to a byte budget, dropping the least recently used', async () => {
    const renders = new SharedRenders(100);
    const rendered: string[] = [];
    const get = (key: string, length: number) =>
      renders.get(key, () => {
        rendered.push(key);
        return Promise.resolve(bytes(length));
      });
    await get('a', 40);
    await get('b', 40);
    await get('a', 40);
    await get('c', 40);
    expect(renders.cachedBytes).toBe(80);
    await get('a', 40);
    await get('b', 40);
    expect(rendered).toEqual(['a', 'b', 'c', 'b']);
    // An image heavier than the whole budget is served, not kept.
    await get('huge', 101);
    await get('huge', 101);
    expect(rendered.filter((key) => key === 'huge')).toHaveLength(2);
    expect(renders.cachedBytes).toBe(80);
  });

  it('renders a key once, even when asked again before the render ends', async () => {
    const renders = new SharedRenders(1000);
    let calls = 0;
    const render = () => {
      calls += 1;
      return Promise.resolve(bytes(10));
    };
    const [first, second] = await Promise.all([renders.get('k', render), renders.get('k', render)]);
    const third = await renders.get('k', render);
    expect(calls).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(renders.cachedBytes).toBe(10);
  });

  it('forgets a failed render', async () => {
    const renders = new SharedRenders(1000);
    await expect(renders.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(renders.get('k', () => Promise.resolve(bytes(3)))).resolves.toHaveLength(3);
  });

  it('aborts a shared render only when its last client has gone', async () => {
    const renders = new SharedRenders(1000);
    let seen: AbortSignal | undefined;
    let finish: () => void = () => undefined;
    const render = (signal: AbortSignal) => {
      seen = signal;
      return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
        finish = () => resolve(bytes(1));
        signal.addEventListener('abort', () => reject(new Error('abandoned')));
      });
    };
    const [one, two] = [new AbortController(), new AbortController()];
    const first = renders.get('k', render, one.signal);
    const second = renders.get('k', render, two.signal);
    await Promise.resolve();
    one.abort();
    expect(seen?.aborted).toBe(false);
    two.abort();
    expect(seen?.aborted).toBe(true);
    await expect(first).rejects.toThrow('abandoned');
    await expect(second).rejects.toThrow('abandoned');
    const fresh = renders.get('k', render);
    await Promise.resolve();
    finish();
    await expect(fresh).resolves.toHaveLength(1);
  });
});

describe('render queue', () => {
  const sleep = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('runs at most the allowed number of tasks at once', async () => {
    const queue = new RenderQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await sleep();
      running -= 1;
    };
    await Promise.all(Array.from({ length: 6 }, () => queue.run(task)));
    expect(peak).toBe(2);
    await expect(queue.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await queue.run(task);
  });

  it('refuses a task when the waiting line is full', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 2 });
    const runs = Array.from({ length: 4 }, () => queue.run(sleep));
    const settled = await Promise.allSettled(runs);
    expect(settled.map(({ status }) => status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect((settled[3] as PromiseRejectedResult).reason).toBeInstanceOf(RenderQueueFull);
  });

  it('drops a waiting task whose signal aborts, without running it', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 2 });
    const ran: string[] = [];
    const leaving = new AbortController();
    const first = queue.run(async () => {
      ran.push('first');
      await sleep();
    });
    const dropped = queue.run(() => Promise.resolve(ran.push('dropped')), leaving.signal);
    const last = queue.run(() => Promise.resolve(ran.push('last')));
    leaving.abort(new Error('client gone'));
    await expect(dropped).rejects.toThrow('client gone');
    await Promise.all([first, last]);
    expect(ran).toEqual(['first', 'last']);
    expect(queue.waiting).toBe(0);
  });

  it('keeps a running task in its slot when its signal aborts: the next waits for it to end', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 2 });
    const leaving = new AbortController();
    const events: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = queue.run(
      () =>
        new Promise<void>((resolve) => {
          events.push('first started');
          finishFirst = () => {
            events.push('first ended');
            resolve();
          };
        }),
      leaving.signal,
    );
    const second = queue.run(() => Promise.resolve(events.push('second started')));
    await sleep();
    leaving.abort(new Error('client gone'));
    await sleep();
    expect(events).toEqual(['first started']);
    finishFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['first started', 'first ended', 'second started']);
  });
});
