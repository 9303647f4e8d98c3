import { createContext } from 'react';
import type { MessageId } from '../../i18n';

/** `label` is the page's name in the catalogues. */
export type OfflineShortcut = { to: string; label: MessageId };

/** The lists the offline page offers; the app shell provides them from the route table. */
export const OfflineShortcutsContext = createContext<readonly OfflineShortcut[]>([]);
