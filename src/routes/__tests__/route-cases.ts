import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { Settings } from '../../lib/settings';
import { userOf, type FakeDb, type OperationId } from '../../testing/msw';

export type RouteCase = {
  name: string;
  path: string;
  /** The operation whose failure replaces the page content. */
  operation: OperationId;
  /** What a user sees once the data is there. */
  shows: () => Promise<void>;
  seed?: (db: FakeDb) => void;
  empty: { path?: string; settings?: Partial<Settings>; seed?: (db: FakeDb) => void; text: RegExp };
};

const link = (name: string | RegExp) => screen.findByRole('link', { name });
const packLink = async (name: string): Promise<void> => {
  expect(await link(name)).toHaveAttribute('href');
};
const newUser = { settings: { userId: 'newcomer' } };

export const routeCases: RouteCase[] = [
  {
    name: 'search',
    path: '/?q=cat',
    operation: 'M1',
    shows: async () => {
      expect(await screen.findAllByRole('link', { name: /^cat: open pack/ })).toHaveLength(3);
      expect(screen.getByText('3 stickers for “cat”')).toBeInTheDocument();
    },
    empty: { path: '/?q=unicorn', text: /No stickers for “unicorn”/ },
  },
  {
    name: 'categories',
    path: '/categories',
    operation: 'M14',
    shows: () => packLink('Animals'),
    empty: { seed: (db) => void (db.categories = []), text: /No categories yet/ },
  },
  {
    name: 'category',
    path: '/categories/Food',
    operation: 'C1',
    shows: async () => {
      await packLink('Pack 3');
      expect(screen.getByRole('link', { name: 'Pack 6' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Pack 1' })).not.toBeInTheDocument();
    },
    empty: { path: '/categories/Nothing', text: /No packs in Nothing yet/ },
  },
  {
    name: 'my packs',
    path: '/my-packs',
    operation: 'M6',
    shows: async () => {
      await packLink('Pack 1');
      expect(screen.getByRole('link', { name: 'Pack 2' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Pack 3' })).not.toBeInTheDocument();
    },
    empty: { ...newUser, text: /No packs yet/ },
  },
  {
    name: 'hidden',
    path: '/hidden',
    operation: 'M7',
    shows: () => packLink('Pack 3'),
    empty: { ...newUser, text: /Nothing hidden/ },
  },
  {
    name: 'wish list',
    path: '/wishlist',
    operation: 'M10',
    shows: () => packLink('Pack 4'),
    empty: { ...newUser, text: /Your wish list is empty/ },
  },
  {
    name: 'gifts',
    path: '/gifts',
    operation: 'M12',
    shows: async () => {
      await packLink('Pack 5');
      expect(screen.getByText('friend')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Accept Pack 5 from friend' })).toBeEnabled();
    },
    empty: { ...newUser, text: /No gifts yet/ },
  },
  {
    name: 'downloads',
    path: '/downloads',
    operation: 'M9',
    shows: async () => {
      await packLink('Pack 3');
      const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(names).toEqual(['Pack 3', 'Pack 2', 'Pack 1']);
    },
    empty: { ...newUser, text: /No downloads yet/ },
  },
  {
    name: 'recently viewed',
    path: '/recent',
    operation: 'M5',
    seed: (db) => void (userOf(db, 'demo').views = [6, 2]),
    shows: async () => {
      await packLink('Pack 6');
      expect(screen.getByRole('link', { name: 'Pack 2' })).toBeInTheDocument();
    },
    empty: { ...newUser, text: /No packs viewed yet/ },
  },
  {
    name: 'recently sent',
    path: '/sent',
    operation: 'M4',
    seed: (db) => void (userOf(db, 'demo').sent = [202, 101]),
    shows: async () => {
      expect(await screen.findByRole('button', { name: 'Send sticker 1 again' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Open pack of sticker 1' })).toHaveAttribute(
        'href',
        '/packs/2',
      );
    },
    empty: { ...newUser, text: /No stickers sent yet/ },
  },
  {
    name: 'camera ranking',
    path: '/camera',
    operation: 'C1',
    shows: async () => {
      await packLink('Pack 1');
      expect(screen.getByRole('list', { name: 'Ranked packs' }).children).toHaveLength(8);
    },
    empty: { path: '/camera?q=nomatch', text: /No packs match these filters/ },
  },
  {
    name: 'camera search',
    path: '/camera/search?q=dog',
    operation: 'C2',
    shows: async () => {
      expect(await screen.findAllByRole('button', { name: 'Use dog sticker' })).toHaveLength(3);
    },
    empty: { path: '/camera/search?q=nomatch', text: /No camera stickers for “nomatch”/ },
  },
  {
    name: 'camera frequent',
    path: '/camera/frequent',
    operation: 'C3',
    seed: (db) => void (userOf(db, 'demo').usage = [701, 702, 701]),
    shows: async () => {
      expect(await screen.findAllByRole('button', { name: /^Use Sticker \d/ })).toHaveLength(2);
    },
    empty: { text: /Nothing used yet/ },
  },
  {
    name: 'camera reactions',
    path: '/camera/reactions',
    operation: 'C4',
    shows: async () => {
      expect(await screen.findAllByRole('button', { name: /^Use reaction \d/ })).toHaveLength(3);
    },
    empty: {
      seed: (db) => db.packs.forEach((p) => p.stickers.forEach((s) => (s.reaction = false))),
      text: /No reactions available/,
    },
  },
  {
    name: 'pack detail',
    path: '/packs/2',
    operation: 'M3',
    shows: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Pack 2' })).toBeVisible();
      expect(screen.getByText('Artist 2')).toBeVisible();
    },
    empty: { path: '/packs/999', text: /There is no sticker pack 999/ },
  },
];
