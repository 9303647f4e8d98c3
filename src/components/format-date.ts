import { i18n } from '../i18n';
import { isoTime } from '../lib/iso-time';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A readable day for an ISO timestamp, in the interface language; empty when there is none. */
export function formatDate(iso: string | null | undefined, locale: string = i18n.locale): string {
  const time = isoTime(iso);
  if (time === undefined) return '';
  const date = new Date(time);
  // Made on first use: building it loads ICU's date data (~20 ms in Chromium), which a page
  // without dates should not pay for while it starts.
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    formats.set(locale, format);
  }
  return format.format(date);
}
