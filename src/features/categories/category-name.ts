import type { MessageId, Translate } from '../../i18n';

// The service's categories (M14) have English names, which links and filters keep; these are
// the ones it has, shown in the interface language.
const MESSAGE_OF_CATEGORY: Readonly<Record<string, MessageId>> = {
  faces: 'category.name.faces',
  love: 'category.name.love',
  'hands & gestures': 'category.name.handsGestures',
  people: 'category.name.people',
  fantasy: 'category.name.fantasy',
  animals: 'category.name.animals',
  nature: 'category.name.nature',
  'food & drink': 'category.name.foodDrink',
  travel: 'category.name.travel',
  sports: 'category.name.sports',
  celebration: 'category.name.celebration',
  'games & hobbies': 'category.name.gamesHobbies',
  music: 'category.name.music',
  fashion: 'category.name.fashion',
  'everyday objects': 'category.name.everydayObjects',
  symbols: 'category.name.symbols',
};

/** A category's name in the interface language; one the app does not know stays as the service sent it. */
export function categoryName(serviceName: string, t: Translate): string {
  const id = MESSAGE_OF_CATEGORY[serviceName.trim().toLowerCase()];
  return id ? t(id) : serviceName;
}
