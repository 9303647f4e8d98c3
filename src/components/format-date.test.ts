import { afterEach, describe, expect, it, vi } from 'vitest';

const RealDateTimeFormat = Intl.DateTimeFormat;

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

describe('formatDate', () => {
  it('loads no date data until a date is shown, then writes a readable day', async () => {
    let made = 0;
    Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    vi.resetModules();
    const { formatDate } = await import('./format-date');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(made).toBe(0);
    expect(formatDate('2026-03-09T12:00:00Z')).toBe('Mar 9, 2026');
    expect(formatDate('2026-03-10T12:00:00Z')).toBe('Mar 10, 2026');
    expect(made).toBe(1);
  });
});
