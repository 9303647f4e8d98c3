import { expect, test } from 'vitest';
import { rankingFiltersOf } from './use-ranking-filters';

test('a shared ranking link’s country in lower case is the country the options name', () => {
  const filters = rankingFiltersOf(new URLSearchParams('country=us&date=Weekly'));
  expect(filters).toEqual({ date: 'Weekly', category: '', animated: '', country: 'US' });
});

test('values the ranking does not offer fall back to every date and both kinds', () => {
  const filters = rankingFiltersOf(new URLSearchParams('date=yearly&animated=maybe'));
  expect(filters).toMatchObject({ date: '', animated: '' });
});
