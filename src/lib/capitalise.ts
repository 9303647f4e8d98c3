/**
 * Text with a capital first letter by the rules of `locale` (Turkish i → İ); scripts without
 * case are unchanged. Without a locale, the runtime's.
 */
export function capitalise(text: string, locale?: string): string {
  const [first = ''] = text;
  return first.toLocaleUpperCase(locale) + text.slice(first.length);
}
