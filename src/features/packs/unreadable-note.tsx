import { useT } from '../../i18n';

/** Says how many packs of a page the service sent in a shape that could not be shown. */
export function UnreadableNote({ count }: { count: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <p role="status" className="mt-3 text-sm text-muted">
      {t('pack.unreadable', { count })}
    </p>
  );
}
