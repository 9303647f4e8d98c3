/** A small deterministic catalogue: six hand-made packs for behaviour, filler packs for paging. */

export interface FixtureSticker {
  keywords: Record<string, string[]>;
  reaction?: boolean;
}

export interface FixturePack {
  id: number;
  name: string;
  artist: string;
  categories: string[];
  keywords: string;
  animated: boolean;
  language: [name: string, code: string, country: string];
  price: number;
  stickers: FixtureSticker[];
}

export const FIXTURE_CATEGORIES = ['Animals', 'Food', 'Emotion', 'Fun'];
const EN: FixturePack['language'] = ['English', 'en', 'US'];

const handMade: FixturePack[] = [
  {
    id: 1,
    name: 'Cute Cats',
    artist: 'Mia Park',
    categories: ['Animals', 'Fun'],
    keywords: 'cat,kitten,cute',
    animated: true,
    language: EN,
    price: 0,
    stickers: [
      {
        keywords: {
          en: ['cat', 'kitten'],
          es: ['gato'],
          fr: ['chat'],
          de: ['Katze'],
          ru: ['кошка'],
          ko: ['고양이'],
          ja: ['猫'],
          th: ['แมว'],
        },
      },
      { keywords: { en: ['happy cat', 'smile'] } },
      { keywords: { en: ['scatter'] } },
    ],
  },
  {
    id: 2,
    name: 'Gatos',
    artist: 'Lucía Gómez',
    categories: ['Animals'],
    keywords: 'gato,michi',
    animated: false,
    language: ['Spanish', 'es', 'ES'],
    price: 0,
    stickers: [
      { keywords: { es: ['gato', 'michi'], en: ['cat'] } },
      { keywords: { es: ['gatito'] } },
    ],
  },
  {
    id: 3,
    name: 'Chats Chics',
    artist: 'Élodie Martin',
    categories: ['Animals'],
    keywords: 'chat,minou',
    animated: false,
    language: ['French', 'fr', 'FR'],
    price: 300,
    stickers: [{ keywords: { fr: ['chat'], en: ['cat'] } }, { keywords: { fr: ['minou'] } }],
  },
  {
    id: 4,
    name: 'Yummy Food',
    artist: 'Sam Cook',
    categories: ['Food'],
    keywords: 'pizza,burger',
    animated: false,
    language: EN,
    price: 0,
    stickers: [
      { keywords: { en: ['pizza'], es: ['pizza'] } },
      { keywords: { en: ['burger'] }, reaction: true },
    ],
  },
  {
    id: 5,
    name: '행복한 하루',
    artist: 'Kim Ji-woo',
    categories: ['Emotion'],
    keywords: '행복,happy',
    animated: true,
    language: ['Korean', 'ko', 'KR'],
    price: 0,
    stickers: [
      { keywords: { ko: ['행복'], en: ['happy'] }, reaction: true },
      { keywords: { en: ['sad'] }, reaction: true },
    ],
  },
  {
    id: 6,
    name: 'Ñandú Dance',
    artist: 'Ana Ruiz',
    categories: ['Fun'],
    keywords: 'dance,baile',
    animated: true,
    language: ['Spanish', 'es', 'MX'],
    price: 100,
    stickers: [{ keywords: { es: ['baile'], en: ['dance'] } }],
  },
];

/** 45 stickers carry the keyword 'bulk', for paging tests on search. */
export const BULK_COUNT = 45;

const filler: FixturePack[] = Array.from({ length: 44 }, (_, index) => {
  const id = index + 7;
  return {
    id,
    name: `Filler ${id}`,
    artist: 'Fixture Artist',
    categories: ['Fun'],
    keywords: 'filler',
    animated: false,
    language: EN,
    price: 0,
    stickers: [0, 1].map((n) => ({
      keywords: { en: [index * 2 + n < BULK_COUNT ? 'bulk' : 'misc'] },
    })),
  };
});

export const FIXTURE_PACKS: readonly FixturePack[] = [...handMade, ...filler];

/** Sticker ids are pack id × 100 + position (1-based), e.g. 101 is the first cat. */
export const stickerIdOf = (packageId: number, position: number) => packageId * 100 + position;
