import { describe, expect, it } from 'vitest';
import { checkReceiver } from './receiver-id';
import { t } from '../../i18n';

describe('checkReceiver', () => {
  it('accepts a friend, trimmed', () => {
    expect(checkReceiver('  bob ', 'demo')).toEqual({ ok: true, receiveUserId: 'bob' });
  });

  it('refuses yourself, also with spaces around', () => {
    expect(checkReceiver(' demo ', 'demo')).toEqual({
      ok: false,
      message: t('gift.send.invalid.yourself'),
    });
  });

  it('refuses an empty or blank id', () => {
    expect(checkReceiver('   ', 'demo')).toMatchObject({ ok: false });
  });

  it('takes 255 characters and refuses 256', () => {
    expect(checkReceiver('x'.repeat(255), 'demo')).toMatchObject({ ok: true });
    expect(checkReceiver('x'.repeat(256), 'demo')).toEqual({
      ok: false,
      message: t('userId.tooLong'),
    });
  });
});
