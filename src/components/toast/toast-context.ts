import { createContext, useContext } from 'react';
import type { ToastStore } from './toast-store';

export const ToastContext = createContext<ToastStore | null>(null);

export function useToast(): Pick<ToastStore, 'show' | 'dismiss'> {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast needs a ToastContext provider');
  return store;
}
