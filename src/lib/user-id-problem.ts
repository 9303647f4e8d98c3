import { CONTROL_CHARACTER } from '../../contract/control-character';
import { isReachableUserId } from '../../contract/user-id';

/** The service's bound for a userId (contract/request-fields.ts). */
export const MAX_USER_ID_LENGTH = 255;

/**
 * Why the service would refuse a user id (trimmed), as the message key saying so; undefined
 * when it takes it. Settings and a gift's receiver say it beside their field.
 */
export function userIdProblem(
  userId: string,
): 'userId.empty' | 'userId.tooLong' | 'userId.dots' | 'userId.control' | undefined {
  if (userId === '') return 'userId.empty';
  if (userId.length > MAX_USER_ID_LENGTH) return 'userId.tooLong';
  // A tab pasted from a table looks like a space in the field.
  if (CONTROL_CHARACTER.test(userId)) return 'userId.control';
  if (!isReachableUserId(userId)) return 'userId.dots';
  return undefined;
}
