import { useT } from '../../i18n';

/**
 * Says how many packs of a page, or stickers of a pack, the service sent in a shape that could not
 * be shown.
 */
export function UnreadableNote({
  count,
  of = 'packs',
}: {
  count: number;
  of?: 'packs' | 'stickers';
}) {
  const t = useT();
  if (count === 0) return null;
  return (
    <p role="status" className="mt-3 text-sm text-muted">
      {of === 'stickers'
        ? t('pack.unreadableStickers', { count })
        : t('pack.unreadable', { count })}
    </p>
  );
}
