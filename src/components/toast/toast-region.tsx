import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '../ui/icons';
import { ToastContext } from './toast-context';
import type { Toast, ToastStore } from './toast-store';

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  // Paused while pointed at or focused, so an Undo cannot vanish under the user's hand.
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || toast.duration === 0) return;
    const timer = setTimeout(() => store.dismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast, store]);
  const pause = () => setPaused(true);
  const resume = () => setPaused(false);
  const tone =
    toast.tone === 'error' ? 'text-danger' : toast.tone === 'success' ? 'text-success' : '';

  return (
    <li
      className="pointer-events-auto flex items-center gap-2 rounded-2xl border border-line bg-surface py-2 pr-2 pl-4 text-sm shadow-lg"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <span aria-hidden="true" className={`font-bold ${tone}`}>
        {toast.tone === 'error' ? '!' : toast.tone === 'success' ? '✓' : '•'}
      </span>
      <p className="min-w-0 flex-1 py-1">{toast.message}</p>
      {toast.action ? (
        <button
          type="button"
          className="min-h-9 rounded-full px-3 font-semibold text-accent-text hover:bg-accent-soft"
          onClick={() => {
            toast.action?.onClick();
            store.dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        aria-label="Dismiss notification"
        className="grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-sunken"
        onClick={() => store.dismiss(toast.id)}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </li>
  );
}

export function ToastRegion() {
  const store = useContext(ToastContext);
  if (!store) throw new Error('ToastRegion needs a ToastContext provider');
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end"
    >
      <ol aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} store={store} />
        ))}
      </ol>
    </section>
  );
}
