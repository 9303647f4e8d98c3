import { Button } from '../../components/ui/button';
import { CloseIcon } from '../../components/ui/icons';
import { useT } from '../../i18n';

export function ViewTitle({ name, onClose }: { name: string; onClose: () => void }) {
  const t = useT();
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <h2 id="sticker-view-title" className="min-w-0 text-lg font-semibold break-words">
        <bdi>{name}</bdi>
      </h2>
      <button
        type="button"
        aria-label={t('action.close')}
        onClick={onClose}
        className="grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-sunken"
      >
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}

/** The view's title and one line in place of the sticker (loading, missing, unavailable). */
export function ViewNote({
  note,
  detail,
  onRetry,
  onClose,
}: {
  note: string;
  /** Why, and what to do (a failed read). */
  detail?: string;
  onRetry?: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <>
      <ViewTitle name={t('stickerView.untitled')} onClose={onClose} />
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-muted">{note}</p>
        {detail && <p className="text-sm text-muted">{detail}</p>}
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('action.retry')}
          </Button>
        )}
      </div>
    </>
  );
}
