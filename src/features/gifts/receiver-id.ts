import { t } from '../../i18n';
import { userIdProblem } from '../../lib/user-id-problem';

export { MAX_USER_ID_LENGTH } from '../../lib/user-id-problem';

export type ReceiverCheck = { ok: true; receiveUserId: string } | { ok: false; message: string };

/** The receiver as typed, trimmed; refused when empty, too long, `.` or `..`, or the sender. */
export function checkReceiver(typed: string, senderId: string): ReceiverCheck {
  const receiveUserId = typed.trim();
  // The friend's id, not one's own, is asked for here.
  if (receiveUserId === '') return { ok: false, message: t('gift.send.invalid.empty') };
  const problem = userIdProblem(receiveUserId);
  if (problem) return { ok: false, message: t(problem) };
  if (receiveUserId === senderId) return { ok: false, message: t('gift.send.invalid.yourself') };
  return { ok: true, receiveUserId };
}
