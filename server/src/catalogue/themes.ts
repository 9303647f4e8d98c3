import { isArtSetId, type ArtSetId } from '../images/art-sets';
import { isMotionName, type MotionName } from '../images/motions';

/** Category names in display order (M14, C1's category filter, packages.category_names). */
export const CATEGORIES: readonly string[] = [
  'Faces',
  'Love',
  'Hands & Gestures',
  'People',
  'Fantasy',
  'Animals',
  'Nature',
  'Food & Drink',
  'Travel',
  'Sports',
  'Celebration',
  'Games & Hobbies',
  'Music',
  'Fashion',
  'Everyday Objects',
  'Symbols',
];

/** Stickers from these subgroups are reaction stickers (C4): faces, hands and hearts. */
export const REACTION_SUBGROUPS: ReadonlySet<string> = new Set([
  'face-smiling',
  'face-affection',
  'face-hand',
  'hand-fingers-closed',
  'hands',
  'heart',
]);

/** A named group of emojibase subgroups, drawn in some art sets and cut into packs. */
export interface Theme {
  readonly key: string;
  readonly name: string;
  /** The first one is the pack's main category. */
  readonly categories: readonly string[];
  readonly sets: readonly ArtSetId[];
  /** Motion used when one of the theme's packs is chosen to be animated. */
  readonly motion: MotionName | null;
  readonly subgroups: readonly string[];
}

/*
 * key | pack name | categories | art sets | motion | emojibase subgroups.
 * Faces, hands, hearts, animals and food exist in all three styles; the rest is spread so each
 * style has its own flavour and the catalogue stays near 3,300 stickers, because keyword rows
 * (and so the seed time) grow with every sticker.
 */
const THEME_TABLE = `
smiles    | Smiles & Giggles   | Faces                  | twemoji openmoji fluent | bounce | face-smiling face-tongue
hugs      | Hugs & Kisses      | Faces, Love            | twemoji openmoji fluent | pulse  | face-affection face-hand
meh       | Hmm & Meh          | Faces                  | twemoji openmoji fluent | wiggle | face-neutral-skeptical face-sleepy
funny     | Feeling Funny      | Faces                  | twemoji openmoji fluent | wiggle | face-unwell face-hat face-glasses
oh-no     | Oh No!             | Faces                  | twemoji openmoji fluent | wiggle | face-concerned face-negative
monsters  | Monsters & Kitties | Faces, Animals         | twemoji openmoji fluent | bounce | face-costume cat-face monkey-face
hearts    | Hearts & Feelings  | Love                   | twemoji openmoji fluent | pulse  | heart emotion
hands     | Hands & Gestures   | Hands & Gestures       | twemoji openmoji fluent | wiggle | hand-fingers-open hand-fingers-partial hand-single-finger hand-fingers-closed hands hand-prop
body      | Body Talk          | People                 | twemoji openmoji        | -      | body-parts
people    | People & Poses     | People                 | openmoji fluent         | bounce | person person-gesture
jobs      | Jobs & Roles       | People                 | twemoji openmoji        | -      | person-role
fantasy   | Fantasy Folk       | Fantasy, People        | openmoji fluent         | float  | person-fantasy
out       | Out & About        | People                 | twemoji openmoji        | -      | person-activity person-resting
athletes  | Sporty People      | Sports, People         | twemoji openmoji        | bounce | person-sport
mammals   | Furry Friends      | Animals                | twemoji openmoji fluent | wiggle | animal-mammal
birds     | Birds & Reptiles   | Animals                | twemoji openmoji fluent | float  | animal-bird animal-amphibian animal-reptile
sea       | Under the Sea      | Animals, Nature        | twemoji openmoji fluent | float  | animal-marine
bugs      | Bugs & Critters    | Animals, Nature        | twemoji openmoji fluent | wiggle | animal-bug
plants    | Flowers & Plants   | Nature                 | twemoji openmoji fluent | float  | plant-flower plant-other
weather   | Sky & Weather      | Nature, Travel         | twemoji openmoji fluent | float  | sky-weather
fruit     | Fruit Basket       | Food & Drink           | twemoji openmoji fluent | bounce | food-fruit
veggies   | Veggie Patch       | Food & Drink           | twemoji openmoji fluent | -      | food-vegetable
meals     | Comfort Food       | Food & Drink           | twemoji openmoji fluent | -      | food-prepared
asian     | Asian Eats         | Food & Drink           | twemoji openmoji fluent | -      | food-asian
sweets    | Sweets & Treats    | Food & Drink           | twemoji openmoji fluent | bounce | food-sweet dishware
drinks    | Drinks & Cheers    | Food & Drink           | twemoji openmoji fluent | -      | drink
party     | Party Time         | Celebration            | twemoji openmoji fluent | pulse  | event
landmarks | Maps & Landmarks   | Travel                 | twemoji openmoji fluent | -      | place-map place-geographic place-religious
city      | City Buildings     | Travel                 | twemoji fluent          | -      | place-building place-other
road      | On the Road        | Travel                 | twemoji fluent          | bounce | transport-ground
boats     | Boats & Planes     | Travel                 | twemoji fluent          | float  | transport-water transport-air hotel
sports    | Game Day           | Sports                 | twemoji fluent          | spin   | sport award-medal
games     | Games & Crafts     | Games & Hobbies        | twemoji fluent          | spin   | game arts-crafts
music     | Music & Sound      | Music                  | openmoji fluent         | wiggle | music musical-instrument sound
fashion   | Fashion            | Fashion                | twemoji fluent          | -      | clothing
gadgets   | Gadgets            | Everyday Objects       | twemoji fluent          | -      | phone computer light-video
desk      | Desk & Books       | Everyday Objects       | twemoji fluent          | -      | book-paper writing office
money     | Money & Mail       | Everyday Objects       | twemoji openmoji fluent | -      | money mail
tools     | Tools & Science    | Everyday Objects       | openmoji fluent         | -      | lock tool science medical
home      | Home Sweet Home    | Everyday Objects       | openmoji fluent         | -      | household other-object
zodiac    | Zodiac & Faith     | Symbols                | openmoji                | -      | zodiac religion
signs     | Signs & Warnings   | Symbols, Travel        | openmoji                | -      | transport-sign warning
`;

function parseTheme(line: string): Theme {
  const cells = line.split('|').map((cell) => cell.trim());
  const [key = '', name = '', categories = '', sets = '', motion = '', subgroups = ''] = cells;
  const theme: Theme = {
    key,
    name,
    categories: categories.split(',').map((category) => category.trim()),
    sets: sets.split(/\s+/).filter(isArtSetId),
    motion: isMotionName(motion) ? motion : null,
    subgroups: subgroups.split(/\s+/),
  };
  const valid =
    cells.length === 6 &&
    theme.categories.every((category) => CATEGORIES.includes(category)) &&
    theme.sets.length === sets.split(/\s+/).length &&
    (motion === '-' || theme.motion !== null);
  if (!valid) throw new Error(`Malformed theme row: ${line}`);
  return theme;
}

export const THEMES: readonly Theme[] = THEME_TABLE.trim().split('\n').map(parseTheme);
