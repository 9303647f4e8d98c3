import type Database from 'better-sqlite3';

/** A sticker of the search test catalogue: its emoji and keywords by language (name first). */
interface TestSticker {
  id: number;
  emoji: string;
  keywords: Record<string, string[]>;
}

/** Stickers chosen for the search rules: near misses sit beside each match. */
export const SEARCH_STICKERS: readonly TestSticker[] = [
  {
    id: 101,
    emoji: '😺',
    keywords: { en: ['grinning cat', 'cat', 'face'], ja: ['にっこり笑う猫', '猫'] },
  },
  { id: 102, emoji: '🐈', keywords: { en: ['cat', 'kitten'], ja: ['ネコ', '猫'], es: ['gato'] } },
  { id: 103, emoji: '🤾', keywords: { en: ['person playing handball', 'catch'] } },
  { id: 104, emoji: '🐛', keywords: { en: ['bug', 'caterpillar'] } },
  { id: 105, emoji: '📞', keywords: { en: ['telephone', 'communication'] } },
  {
    id: 106,
    emoji: '☕',
    keywords: { en: ['hot beverage', 'drink'], fr: ['boisson chaude', 'café'] },
  },
  { id: 107, emoji: '🐶', keywords: { en: ['dog face', 'dog'], ko: ['강아지 얼굴', '개'] } },
  { id: 108, emoji: '🐸', keywords: { en: ['frog'], ko: ['개구리 얼굴', '개구리'] } },
  { id: 109, emoji: '🐼', keywords: { en: ['panda'], zh: ['熊猫'] } },
  { id: 110, emoji: '🍕', keywords: { en: ['pizza'] } },
  { id: 111, emoji: '🐱', keywords: { en: ['cat face'], zh: ['猫脸'] } },
  { id: 112, emoji: '✂️', keywords: { en: ['scissors'], vi: ['cái kéo', 'cắt'] } },
  { id: 113, emoji: '👍', keywords: { en: ['thumbs up', '+1'] } },
  { id: 114, emoji: '😸', keywords: { en: ['grinning cat with smiling eyes'] } },
  { id: 115, emoji: '🐻', keywords: { en: ['bear'], nl: ['beer'] } },
  { id: 116, emoji: '🍺', keywords: { en: ['beer mug', 'beer'] } },
  // Japanese files paw prints under 犬 (dog); no other language does.
  {
    id: 117,
    emoji: '🐾',
    keywords: { ja: ['肉球', '犬'], en: ['paw prints', 'paw'], de: ['Pfote'], fr: ['patte'] },
  },
  {
    id: 118,
    emoji: '🐕',
    keywords: { ja: ['イヌ', 'ペット', '犬'], en: ['dog'], de: ['Hund'], fr: ['chien'] },
  },
  {
    id: 119,
    emoji: '🐩',
    keywords: {
      ja: ['プードル', '動物', '犬'],
      en: ['poodle', 'dog'],
      de: ['Pudel', 'Hund'],
      fr: ['caniche', 'chien'],
    },
  },
  // Most stickers with the keyword fire are firefighters; the one named fire is fire.
  {
    id: 120,
    emoji: '🔥',
    keywords: { en: ['fire', 'flame'], fr: ['feu'], de: ['Feuer'] },
  },
  {
    id: 121,
    emoji: '👨‍🚒',
    keywords: { en: ['man firefighter', 'fire'], fr: ['pompier'], de: ['Feuerwehr'] },
  },
  {
    id: 122,
    emoji: '👩‍🚒',
    keywords: { en: ['woman firefighter', 'fire'], fr: ['pompier'], de: ['Feuerwehr'] },
  },
  // English lists hearts under kisses: a plural query must not put them before the kiss.
  { id: 123, emoji: '💋', keywords: { en: ['kiss mark', 'kiss'] } },
  { id: 124, emoji: '💝', keywords: { en: ['heart with ribbon', 'kisses'] } },
];

/** One English pack holding every test sticker, written straight into the tables. */
export function seedSearchCatalogue(db: Database.Database): void {
  db.transaction(() => {
    db.prepare("INSERT INTO categories VALUES ('Fun', 1)").run();
    db.prepare(
      `INSERT INTO packages VALUES (1, 'Search Test', 'Tester', 'CC-BY 4.0', 'Fun', 'cat', 0, 0,
         'English', 'en', 'US', 0, 'on', 1, 101, '2026-01-01T00:00:00.000Z')`,
    ).run();
    db.prepare("INSERT INTO package_categories VALUES (1, 'Fun')").run();
    const sticker = db.prepare('INSERT INTO stickers VALUES (?, 1, ?, ?, ?, NULL, 0)');
    const keyword = db.prepare(
      'INSERT INTO sticker_keywords (sticker_id, lang, keyword, rank) VALUES (?, ?, ?, ?)',
    );
    SEARCH_STICKERS.forEach(({ id, emoji, keywords }, index) => {
      sticker.run(id, index + 1, emoji, `fixture/${id}`);
      for (const [lang, words] of Object.entries(keywords)) {
        words.forEach((word, rank) => keyword.run(id, lang, word, rank));
      }
    });
  })();
}
