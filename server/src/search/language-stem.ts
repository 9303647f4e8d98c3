import { stemmer as bulgarian } from '@orama/stemmers/bulgarian';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as greek } from '@orama/stemmers/greek';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as indonesian } from '@orama/stemmers/indonesian';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as lithuanian } from '@orama/stemmers/lithuanian';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as serbian } from '@orama/stemmers/serbian';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as ukrainian } from '@orama/stemmers/ukrainian';

export type Stemmer = (word: string) => string;

/**
 * Snowball stemmers (Orama's ports) of the languages whose plurals and cases stem() does not
 * fold: Katzen is Katze, gatti gatto, chevaux cheval, коты and котов кот. English keeps stem(),
 * Spanish and Portuguese their plural rules (match.ts). Polish has no Snowball stemmer.
 */
const STEMMERS: Partial<Record<string, Stemmer>> = {
  bg: bulgarian,
  da: danish,
  de: german,
  el: greek,
  fi: finnish,
  fr: french,
  hu: hungarian,
  id: indonesian,
  it: italian,
  lt: lithuanian,
  nl: dutch,
  no: norwegian,
  ro: romanian,
  ru: russian,
  sr: serbian,
  sv: swedish,
  uk: ukrainian,
};

export const stemmerOf = (lang: string): Stemmer | undefined => STEMMERS[lang];
