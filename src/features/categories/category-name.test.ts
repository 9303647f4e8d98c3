import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../server/src/catalogue/themes';
import type { MessageId } from '../../i18n';
import ja from '../../i18n/catalogues/ja.json';
import { categoryName } from './category-name';

const inJapanese = (id: MessageId) => (ja as Record<string, string>)[id] ?? '';

describe('categoryName', () => {
  it('names every category the service has in the interface language', () => {
    const names = CATEGORIES.map((category) => categoryName(category, inJapanese));
    expect(names.filter((name, i) => name === '' || name === CATEGORIES[i])).toEqual([]);
    expect(categoryName('Hands & Gestures', inJapanese)).toBe('手・ジェスチャー');
  });

  it('keeps a category it does not know as the service sent it', () => {
    expect(categoryName('Robots', inJapanese)).toBe('Robots');
  });
});
