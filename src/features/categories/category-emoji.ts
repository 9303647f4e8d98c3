const EMOJI: Record<string, string> = {
  faces: '😀',
  emotions: '😊',
  love: '💕',
  'hands & gestures': '👋',
  people: '🧑',
  fantasy: '🧚',
  animals: '🐱',
  nature: '🌿',
  'food & drink': '🍕',
  food: '🍕',
  travel: '✈️',
  sports: '⚽',
  celebration: '🎉',
  'games & hobbies': '🎲',
  music: '🎵',
  fashion: '👗',
  'everyday objects': '💡',
  symbols: '💠',
};

export function categoryEmoji(category: string): string {
  return EMOJI[category.trim().toLowerCase()] ?? '🏷️';
}
