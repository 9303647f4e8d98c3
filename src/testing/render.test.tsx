import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { categoryQueries } from '../api/queries/categories';
import { useSettings } from '../lib/settings';
import { failOperation, getCurrentService, holdOperation, requestLog } from './msw';
import { renderWithProviders } from './render';

function Categories() {
  const { data, error } = useQuery(categoryQueries.list());
  if (error) return <p>failed: {error.code}</p>;
  return <p>{data ? data.join(', ') : 'loading'}</p>;
}

function Who() {
  const { id = '' } = useParams();
  const { userId } = useSettings();
  return <p>{`${userId} on ${id}`}</p>;
}

describe('renderWithProviders', () => {
  it('renders ui over the sticker service and its fixture catalogue', async () => {
    getCurrentService().db.exec("INSERT INTO categories VALUES ('Sports', 9)");
    renderWithProviders(<Categories />);
    expect(await screen.findByText('Animals, Food, Emotion, Fun, Sports')).toBeInTheDocument();
    expect(requestLog.operations()).toEqual(['M14']);
  });

  it('renders given routes at the given URL with the given settings', () => {
    renderWithProviders(null, {
      route: '/packs/7',
      routes: [{ path: '/packs/:id', element: <Who /> }],
      settings: { userId: 'erin' },
    });
    expect(screen.getByText('erin on 7')).toBeInTheDocument();
  });
});

describe('msw helpers', () => {
  it('fails an operation once, then lets the service answer again', async () => {
    failOperation('M14', 9000, { once: true });
    const { unmount } = renderWithProviders(<Categories />);
    expect(await screen.findByText('failed: 9000')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Categories />);
    expect(await screen.findByText('Animals, Food, Emotion, Fun')).toBeInTheDocument();
    expect(requestLog.count('M14')).toBe(2);
  });

  it('holds an operation until released, logging it once', async () => {
    const held = holdOperation('M14');
    renderWithProviders(<Categories />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('Animals, Food, Emotion, Fun')).toBeInTheDocument();
    expect(requestLog.count('M14')).toBe(1);
  });

  it('answers 9000 to an unknown apikey, like the service', async () => {
    renderWithProviders(<Categories />, { settings: { apiKey: 'nope' } });
    expect(await screen.findByText('failed: 9000')).toBeInTheDocument();
    expect(requestLog.of('M14')[0]?.apikey).toBe('nope');
  });
});
