import { t } from '../../i18n';
import { isReachableUserId } from '../../../contract/user-id';

/** The service's bounds for a userId. */
export const MAX_USER_ID_LENGTH = 255;

export type ReceiverCheck = { ok: true; receiveUserId: string } | { ok: false; message: string };

/** The receiver as typed, trimmed; refused when empty, too long, `.` or `..`, or the sender. */
export function checkReceiver(typed: string, senderId: string): ReceiverCheck {
  const receiveUserId = typed.trim();
  if (receiveUserId === '') return { ok: false, message: t('gift.send.invalid.empty') };
  if (receiveUserId.length > MAX_USER_ID_LENGTH)
    return { ok: false, message: t('gift.send.invalid.tooLong') };
  if (!isReachableUserId(receiveUserId)) return { ok: false, message: t('userId.dots') };
  if (receiveUserId === senderId) return { ok: false, message: t('gift.send.invalid.yourself') };
  return { ok: true, receiveUserId };
}
