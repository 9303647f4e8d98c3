import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Settings } from '../../lib/settings';
import type { OperationId, TestService } from '../../testing/msw';

export type RouteCase = {
  name: string;
  path: string;
  /** The operation whose failure replaces the page content. */
  operation: OperationId;
  /** What a user sees once the data is there. */
  shows: () => Promise<void>;
  /** Arranges what the page shows, through the service's own operations where it has them. */
  seed?: (service: TestService) => Promise<void> | void;
  empty: {
    path?: string;
    settings?: Partial<Settings>;
    seed?: (service: TestService) => Promise<void> | void;
    text: RegExp;
  };
};

const link = (name: string | RegExp) => screen.findByRole('link', { name });
const packLink = async (name: string): Promise<void> => {
  expect(await link(name)).toHaveAttribute('href');
};
const newUser = { settings: { userId: 'newcomer' } };
const M = '/api/messenger/v1';
const C = '/api/camera/v1';

export const routeCases: RouteCase[] = [
  {
    name: 'search',
    path: '/?q=cat',
    operation: 'M1',
    shows: async () => {
      expect(await screen.findAllByRole('link', { name: /^Cat\b.*: open$/ })).toHaveLength(3);
      expect(screen.getByText('4 stickers for “cat”')).toBeInTheDocument();
    },
    empty: { path: '/?q=unicorn', text: /No stickers for “unicorn”/ },
  },
  {
    name: 'categories',
    path: '/categories',
    operation: 'M14',
    shows: () => packLink('Animals'),
    empty: {
      seed: ({ db }) => void db.exec('DELETE FROM package_categories; DELETE FROM categories'),
      text: /No categories yet/,
    },
  },
  {
    name: 'category',
    path: '/categories/Food',
    operation: 'C1',
    shows: async () => {
      await packLink('Yummy Food');
      expect(screen.queryByRole('link', { name: 'Cute Cats' })).not.toBeInTheDocument();
    },
    empty: { path: '/categories/Nothing', text: /No packs in \u2068Nothing\u2069 yet/ },
  },
  {
    name: 'my packs',
    path: '/my-packs',
    operation: 'M6',
    shows: async () => {
      await packLink('Cute Cats');
      expect(screen.getByRole('link', { name: 'Gatos' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Chats Chics' })).not.toBeInTheDocument();
    },
    empty: { ...newUser, text: /No packs yet/ },
  },
  {
    name: 'hidden',
    path: '/hidden',
    operation: 'M7',
    shows: () => packLink('Chats Chics'),
    empty: { ...newUser, text: /Nothing hidden/ },
  },
  {
    name: 'wish list',
    path: '/wishlist',
    operation: 'M10',
    shows: () => packLink('Yummy Food'),
    empty: { ...newUser, text: /Your wish list is empty/ },
  },
  {
    name: 'gifts',
    path: '/gifts',
    operation: 'M12',
    shows: async () => {
      await packLink('행복한 하루');
      expect(screen.getByText('friend')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Accept 행복한 하루 from friend' })).toBeEnabled();
    },
    empty: { ...newUser, text: /No gifts yet/ },
  },
  {
    name: 'sent gifts',
    path: '/gifts/sent',
    operation: 'sentGifts',
    seed: async (service) => {
      await service.call('POST', `${M}/gift/1/demo/zoe`);
    },
    shows: async () => {
      await packLink('Cute Cats');
      const list = screen.getByRole('list', { name: 'Sent gifts' });
      expect(within(list).getByText('zoe')).toBeInTheDocument();
      expect(within(list).getAllByText('Not accepted yet').length).toBeGreaterThan(0);
    },
    empty: { ...newUser, text: /No gifts sent yet/ },
  },
  {
    name: 'downloads',
    path: '/downloads',
    operation: 'M9',
    shows: async () => {
      await packLink('Chats Chics');
      const names = within(screen.getByRole('list', { name: 'Downloads' }))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
      expect(names).toEqual(['Chats Chics', 'Gatos', 'Cute Cats']);
    },
    empty: { ...newUser, text: /No downloads yet/ },
  },
  {
    name: 'recently viewed',
    path: '/recent',
    operation: 'M5',
    seed: async ({ call }) => {
      await call('GET', `${M}/package/6?userId=demo`);
      await call('GET', `${M}/package/2?userId=demo`);
    },
    shows: async () => {
      await packLink('Ñandú Dance');
      expect(screen.getByRole('link', { name: 'Gatos' })).toBeInTheDocument();
    },
    empty: { ...newUser, text: /No packs viewed yet/ },
  },
  {
    name: 'recently sent',
    path: '/sent',
    operation: 'M4',
    seed: async ({ call }) => {
      await call('POST', `${M}/analytics/send/101?userId=demo`);
      await call('POST', `${M}/analytics/send/202?userId=demo`);
    },
    shows: async () => {
      expect((await screen.findAllByRole('link', { name: /^Cat\b.*: open$/ }))[0]).toBeVisible();
      expect(
        await screen.findByRole('link', { name: 'Cute Cats, the pack with Cat' }),
      ).toHaveAttribute('href', '/packs/1');
      // The fixture's sticker 202 has no English keyword, so the service sends no name for it.
      expect(screen.getByRole('link', { name: 'Sticker 1: open' })).toBeVisible();
    },
    empty: { ...newUser, text: /No stickers sent yet/ },
  },
  {
    name: 'camera ranking',
    path: '/camera',
    operation: 'C1',
    shows: async () => {
      await packLink('Cute Cats');
      // The fixture catalogue holds 50 packs: the first page shows 20.
      expect(screen.getByRole('list', { name: 'Ranked packs' }).children).toHaveLength(20);
    },
    empty: { path: '/camera?q=nomatch', text: /No packs match these filters/ },
  },
  {
    name: 'camera search',
    path: '/camera/search?q=dance',
    operation: 'C2',
    shows: async () => {
      expect(await screen.findAllByRole('link', { name: 'Dance: open' })).toHaveLength(1);
    },
    empty: { path: '/camera/search?q=nomatch', text: /No camera stickers for “nomatch”/ },
  },
  {
    name: 'camera frequent',
    path: '/camera/frequent',
    operation: 'C3',
    seed: async ({ call }) => {
      for (const stickerId of [101, 102, 101]) {
        await call('POST', `${C}/analytics/send/${stickerId}?userId=demo`);
      }
    },
    shows: async () => {
      expect((await screen.findAllByRole('link', { name: /^Cat\b.*: open$/ }))[0]).toBeVisible();
      expect(screen.getByRole('link', { name: 'Happy cat: open' })).toBeVisible();
    },
    empty: { text: /Nothing used yet/ },
  },
  {
    name: 'camera reactions',
    path: '/camera/reactions',
    operation: 'C4',
    shows: async () => {
      expect(
        await screen.findAllByRole('link', { name: /^(Burger|Happy|Sad): open$/ }),
      ).toHaveLength(3);
    },
    empty: {
      seed: ({ db }) => void db.exec('UPDATE stickers SET is_reaction = 0'),
      text: /No reactions available/,
    },
  },
  {
    name: 'pack detail',
    path: '/packs/2',
    operation: 'M3',
    shows: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Gatos' })).toBeVisible();
      expect(screen.getByText('Lucía Gómez')).toBeVisible();
    },
    empty: { path: '/packs/999', text: /There is no sticker pack 999/ },
  },
];
