import type { MessageId } from '../../i18n';
import type { OfflineShortcut } from '../../shared/offline/shortcuts';
import { pageRoutes, type NavEntry } from '../route-table';

export type NavItem = { to: string; label: MessageId; emoji: string; end?: boolean };
export type NavGroup = { label: NavEntry['group']; items: readonly NavItem[] };

const GROUPS: readonly NavEntry['group'][] = [
  'nav.group.browse',
  'nav.group.mine',
  'nav.group.camera',
];

/** The main navigation, in the route table's order, grouped. */
export const navGroups: readonly NavGroup[] = GROUPS.map((label) => ({
  label,
  items: pageRoutes.flatMap(({ path, nav }) =>
    nav?.group === label
      ? [{ to: path, label: nav.label, emoji: nav.emoji, ...(nav.end ? { end: true } : {}) }]
      : [],
  ),
}));

/** The pages the offline page may offer (those with data saved), from the route table. */
export const offlineShortcuts: readonly OfflineShortcut[] = pageRoutes.flatMap(({ path, nav }) =>
  nav?.savedAs ? [{ to: path, label: nav.label, savedAs: nav.savedAs }] : [],
);
