import type { Database } from '../src/db/database';

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
export async function seedSearchCatalogue({ kysely }: Database): Promise<void> {
  await kysely.transaction().execute(async (trx) => {
    await trx.insertInto('categories').values({ name: 'Fun', position: 1 }).execute();
    await trx
      .insertInto('packages')
      .values({
        package_id: 1,
        name: 'Search Test',
        artist_name: 'Tester',
        license: 'CC-BY 4.0',
        category_names: 'Fun',
        keywords: 'cat',
        animated: 0,
        is_new: 0,
        language_name: 'English',
        language_code: 'en',
        country_code: 'US',
        price: 0,
        ranking_order: 1,
        cover_sticker_id: 101,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await trx.insertInto('package_categories').values({ package_id: 1, category: 'Fun' }).execute();
    await trx
      .insertInto('stickers')
      .values(
        SEARCH_STICKERS.map(({ id, emoji }, index) => ({
          sticker_id: id,
          package_id: 1,
          position: index + 1,
          emoji,
          image_key: `fixture/${id}`,
          animation: null,
          is_reaction: 0,
        })),
      )
      .execute();
    await trx
      .insertInto('sticker_keywords')
      .values(
        SEARCH_STICKERS.flatMap(({ id, keywords }) =>
          Object.entries(keywords).flatMap(([lang, words]) =>
            words.map((keyword, rank) => ({ sticker_id: id, lang, keyword, rank })),
          ),
        ),
      )
      .execute();
  });
}
