import type { QueryKey } from '@tanstack/react-query';
import { createContext } from 'react';
import type { MessageId } from '../../i18n';

/** `label` is the page's name in the catalogues; `savedAs` the query holding its data. */
export type OfflineShortcut = {
  to: string;
  label: MessageId;
  savedAs: (userId: string) => QueryKey;
};

/** The pages the offline page may offer; the app shell provides them from the route table. */
export const OfflineShortcutsContext = createContext<readonly OfflineShortcut[]>([]);
