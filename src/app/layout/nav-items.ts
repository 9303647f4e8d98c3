export type NavItem = { to: string; label: string; emoji: string; end?: boolean };
export type NavGroup = { label: string; items: readonly NavItem[] };

export const navGroups: readonly NavGroup[] = [
  {
    label: 'Browse',
    items: [
      { to: '/', label: 'Search', emoji: '🔎', end: true },
      { to: '/categories', label: 'Categories', emoji: '🗂️' },
    ],
  },
  {
    label: 'My stickers',
    items: [
      { to: '/my-packs', label: 'My packs', emoji: '🎒' },
      { to: '/wishlist', label: 'Wish list', emoji: '💜' },
      { to: '/gifts', label: 'Gifts', emoji: '🎁' },
      { to: '/hidden', label: 'Hidden', emoji: '🙈' },
      { to: '/downloads', label: 'Downloads', emoji: '📥' },
      { to: '/recent', label: 'Recently viewed', emoji: '🕘' },
      { to: '/sent', label: 'Recently sent', emoji: '📤' },
    ],
  },
  {
    label: 'Camera',
    items: [
      { to: '/camera', label: 'Ranking', emoji: '🏆', end: true },
      { to: '/camera/search', label: 'Search', emoji: '📸' },
      { to: '/camera/frequent', label: 'Frequently used', emoji: '⭐' },
      { to: '/camera/reactions', label: 'Reactions', emoji: '😄' },
    ],
  },
];
