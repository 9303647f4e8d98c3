let formatter: Intl.DateTimeFormat | undefined;

/** A readable day for an ISO timestamp; empty when the service left the date out. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Made on first use: building it loads ICU's date data (~20 ms in Chromium), which a page
  // without dates should not pay for while it starts.
  formatter ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
  return formatter.format(date);
}
