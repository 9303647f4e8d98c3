import { useT } from '../../i18n';
import { setKeepStill, useKeepStill } from '../../lib/keep-still';

/** Applies at once, as the theme does: the stickers on screen stop or move again. */
export function KeepStillToggle() {
  const t = useT();
  const keepStill = useKeepStill();
  return (
    <div className="flex items-start gap-3">
      <input
        id="keep-still"
        type="checkbox"
        checked={keepStill}
        onChange={(event) => setKeepStill(event.target.checked)}
        aria-describedby="keep-still-hint"
        className="mt-0.5 size-5 shrink-0 accent-accent"
      />
      <div>
        <label htmlFor="keep-still" className="text-sm font-medium">
          {t('settings.keepStill')}
        </label>
        <p id="keep-still-hint" className="mt-0.5 text-sm text-muted">
          {t('settings.keepStill.hint')}
        </p>
      </div>
    </div>
  );
}
