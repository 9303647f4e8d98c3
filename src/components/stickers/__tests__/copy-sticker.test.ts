import { afterEach, describe, expect, test, vi } from 'vitest';
import { copySticker, copyStickerLink, downloadSticker, savedByLink } from '../copy-sticker';

afterEach(() => vi.unstubAllGlobals());

function stubClipboardItem() {
  vi.stubGlobal(
    'ClipboardItem',
    class {
      constructor(readonly items: Record<string, Promise<Blob>>) {
        // The PNG is never drawn in jsdom: swallow its rejection like the browser would.
        Object.values(items).forEach((p) => void p.catch(() => undefined));
      }
    },
  );
}

test('a browser that cannot put images on the clipboard copies nothing, and says so', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { clipboard: { writeText } });
  await expect(copySticker('https://img.test/s/1.svg?d=160x160')).resolves.toBe('none');
  expect(writeText).not.toHaveBeenCalled();
});

test('a failed image write is a failure, not a link copied in its place', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  const write = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
  vi.stubGlobal('navigator', { clipboard: { write, writeText } });
  stubClipboardItem();
  await expect(copySticker('https://img.test/s/2.svg')).resolves.toBe('none');
  expect(write).toHaveBeenCalledTimes(1);
  expect(writeText).not.toHaveBeenCalled();
});

test('an animated sticker is copied as a still, and says so', async () => {
  const write = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { clipboard: { write } });
  stubClipboardItem();
  await expect(copySticker('https://img.test/s/4~anim.svg')).resolves.toBe('still');
  await expect(copySticker('https://img.test/s/5.svg')).resolves.toBe('image');
});

test('an image that never arrives (a stalled network) ends the copy as a failure after a while', async () => {
  vi.useFakeTimers();
  try {
    // The clipboard waits for the PNG, as a browser's does.
    const write = vi.fn(async ([item]: [{ items: Record<string, Promise<Blob>> }]) => {
      await item.items['image/png'];
    });
    vi.stubGlobal('navigator', { clipboard: { write } });
    stubClipboardItem();
    // jsdom decodes no image: this one never arrives.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => new Promise(() => {}),
    });
    const outcome = copySticker('https://img.test/s/6.svg');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toBe('none');
  } finally {
    vi.useRealTimers();
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  }
});

test('the link copied is the URL the service gave, unchanged', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { clipboard: { writeText } });
  await expect(copyStickerLink('https://img.test/s/1.svg')).resolves.toBe(true);
  expect(writeText).toHaveBeenCalledWith('https://img.test/s/1.svg');
});

test('says so when there is no clipboard at all', async () => {
  vi.stubGlobal('navigator', {});
  await expect(copySticker('https://img.test/s/3.svg')).resolves.toBe('none');
  await expect(copyStickerLink('https://img.test/s/3.svg')).resolves.toBe(false);
});

type Clicked = Pick<HTMLAnchorElement, 'href' | 'download' | 'target' | 'rel'>;

/** The links the download clicks, as the browser would see them. */
function recordClicks(): Clicked[] {
  const clicked: Clicked[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const { href, download, target, rel } = this;
    clicked.push({ href, download, target, rel });
  });
  return clicked;
}

describe('download', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  test('follows only a web link: a javascript: one from the server is not clicked', async () => {
    const clicked = recordClicks();
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    await downloadSticker('javascript:alert(document.domain)//~bounce.svg');
    await downloadSticker(' JaVa\tScRiPt:alert(1)//.svg');
    await downloadSticker('data:image/svg+xml,<svg onload=alert(1)>');
    await downloadSticker('https://img.test/s/1~bounce.svg');
    await downloadSticker('/images/s/2.svg');
    expect(clicked.map((link) => link.href)).toEqual([
      'https://img.test/s/1~bounce.svg',
      new URL('/images/s/2.svg', document.baseURI).href,
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('of a file on the app’s own origin is its link, clicked with `download`', async () => {
    const clicked = recordClicks();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await downloadSticker('/api/images/twemoji/1f435.svg');
    expect(savedByLink('/api/images/twemoji/1f435.svg')).toBe(true);
    expect(clicked).toEqual([
      {
        href: new URL('/api/images/twemoji/1f435.svg', document.baseURI).href,
        download: '',
        target: '',
        rel: 'noopener',
      },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('of a file on another origin fetches it with CORS and saves it under its own name', async () => {
    // Only the revoke's timer: the answer's body is read on Node's own.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const clicked = recordClicks();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const answer = new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
    const fetch = vi.fn(() => Promise.resolve(answer));
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi
      .spyOn(URL, 'createObjectURL')
      .mockReturnValue('blob:http://localhost/1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const url = 'https://cdn.test/api/images/twemoji/1f435%20smile.svg?d=512x512';

    expect(savedByLink(url)).toBe(false);
    await downloadSticker(url);
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ mode: 'cors' }));
    const [[saved]] = createObjectURL.mock.calls as [[Blob]];
    await expect(saved.text()).resolves.toBe(svg);
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/1', download: '1f435 smile.svg', target: '', rel: 'noopener' },
    ]);
    // Not at once: the browser may not have started saving from it yet.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  test.each([
    [
      'the image server grants no CORS (or the browser is offline)',
      () => Promise.reject(new TypeError('Failed to fetch')),
    ],
    ['the image server refuses it', () => Promise.resolve(new Response(null, { status: 404 }))],
  ])(
    'of a file on another origin opens it in a new tab when %s, so the app stays',
    async (_, answer) => {
      const clicked = recordClicks();
      vi.stubGlobal('fetch', vi.fn(answer));
      await downloadSticker('https://cdn.test/api/images/twemoji/1f435.svg');
      expect(clicked).toEqual([
        {
          href: 'https://cdn.test/api/images/twemoji/1f435.svg',
          download: '',
          target: '_blank',
          rel: 'noopener',
        },
      ]);
    },
  );

  test('of a file on another origin that stalls opens it in a new tab while the click still allows one', async () => {
    // A link to _blank clicked by script opens only within the click's transient activation
    // (5 s in Chromium and Firefox); after that the popup blocker drops it, and nothing happens.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const clicked = recordClicks();
    const stalled = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    vi.stubGlobal('fetch', vi.fn(stalled));
    void downloadSticker('https://cdn.test/api/images/twemoji/1f435.svg');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(clicked).toEqual([
      {
        href: 'https://cdn.test/api/images/twemoji/1f435.svg',
        download: '',
        target: '_blank',
        rel: 'noopener',
      },
    ]);
  });
});
