import { createContext } from 'react';

export type OfflineShortcut = { to: string; label: string };

/** The lists the offline page offers; the app shell provides them from the route table. */
export const OfflineShortcutsContext = createContext<readonly OfflineShortcut[]>([]);
