const formatter = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A readable day for an ISO timestamp; empty when the service left the date out. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}
