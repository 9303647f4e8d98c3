import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildGiftRecord } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render';
import { GiftMeta } from './gift-meta';

const paragraphs = () => screen.getAllByRole('paragraph').map((p) => p.textContent);

test('a received gift says who sent it and when, and nothing more until it is accepted', () => {
  renderWithProviders(<GiftMeta gift={buildGiftRecord({ sendUserId: 'ana' })} />);
  expect(paragraphs()).toEqual(['From ana · sent Jan 2, 2026']);
});

test('a sent gift says who it went to and when, and that it waits to be accepted', () => {
  const gift = buildGiftRecord({ receiveUserId: 'ben' });
  const { unmount } = renderWithProviders(<GiftMeta gift={gift} sent />);
  expect(paragraphs()).toEqual(['To ben · sent Jan 2, 2026', 'Not accepted yet']);
  unmount();
  renderWithProviders(<GiftMeta gift={{ ...gift, sendDate: '' }} sent />);
  expect(paragraphs()).toEqual(['To ben', 'Not accepted yet']);
});

test('an accepted gift, received or sent, says when it was received', () => {
  const gift = buildGiftRecord({ isReceive: 'Y', receiveDate: '2026-01-05T00:00:00.000Z' });
  const { unmount } = renderWithProviders(<GiftMeta gift={gift} />);
  expect(paragraphs()[1]).toBe('✓ Received Jan 5, 2026');
  unmount();
  renderWithProviders(<GiftMeta gift={gift} sent />);
  expect(paragraphs()[1]).toBe('✓ Received Jan 5, 2026');
});
