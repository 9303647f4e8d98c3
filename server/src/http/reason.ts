/**
 * An error's message for a one-line log. Node answers a refused connection to a name with both
 * an IPv4 and an IPv6 address by an AggregateError whose own message is empty.
 */
export function reasonOf(error: unknown): string {
  if (error instanceof AggregateError) {
    const first: unknown = error.errors[0];
    if (first instanceof Error && first.message) return first.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'unknown error';
}
