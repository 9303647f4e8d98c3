/**
 * Whether a user id can name a user in the service's paths (`/v1/wish/:userId`, a gift's
 * receiver). `.` and `..` cannot: every URL, percent-encoded or not, resolves them as "this
 * folder" and "the folder above", so the request would reach another address or none.
 */
export function isReachableUserId(userId: string): boolean {
  return userId !== '.' && userId !== '..';
}
