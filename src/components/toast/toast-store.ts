export type ToastTone = 'info' | 'success' | 'error';

export type ToastInput = {
  message: string;
  tone?: ToastTone;
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. */
  duration?: number;
};

export type Toast = ToastInput & { id: number; tone: ToastTone; duration: number };

export type ToastStore = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly Toast[];
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
};

const MAX_VISIBLE = 4;

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    show(input) {
      const id = nextId++;
      // Undo needs time to read and reach; plain notices can go sooner.
      const duration = input.duration ?? (input.action ? 8000 : 5000);
      toasts = [...toasts, { ...input, id, tone: input.tone ?? 'info', duration }].slice(
        -MAX_VISIBLE,
      );
      emit();
      return id;
    },
    dismiss(id) {
      const next = toasts.filter((t) => t.id !== id);
      if (next.length === toasts.length) return;
      toasts = next;
      emit();
    },
  };
}
