// The spec's timestamps are ISO 8601. Other strings are not guessed at: Chromium reads "0" as
// 1 January 2000 and "12/05/2023" as December or May by its own rules.
const ISO_8601 =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** The moment an ISO 8601 timestamp names, in ms since the epoch; undefined for anything else. */
export function isoTime(value: string | null | undefined): number | undefined {
  if (!value || !ISO_8601.test(value.trim())) return undefined;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? undefined : time;
}
