import { isArtSetId } from '../images/art-sets';
import { PACK_LANGUAGES } from './languages';

/** A pack made for another market than English: its language and its theme's name in it. */
export interface LocalName {
  /** ISO 639-1, one of PACK_LANGUAGES. */
  readonly code: string;
  readonly name: string;
}

/*
 * art set:theme | language | the theme's name in that language.
 * A pack's language is the one its name and keywords are in (its keywords come from CLDR in its
 * language), so a pack is English unless it has a row here. One art set of most themes stays
 * English; the others are spread over every pack language, Korean and Japanese most.
 */
const LOCAL_NAME_TABLE = `
openmoji:smiles    | ko | 방긋방긋 웃음
fluent:smiles      | ja | にこにこ笑顔
twemoji:hugs       | fr | Câlins et bisous
fluent:hugs        | ko | 포옹과 뽀뽀
openmoji:meh       | de | Hmm und na ja
fluent:meh         | ru | Хм и мда
twemoji:funny      | es | Caras divertidas
fluent:funny       | th | หน้าตาตลก ๆ
openmoji:oh-no     | ja | あちゃー！
fluent:oh-no       | pt | Ai, não!
twemoji:monsters   | ko | 몬스터와 고양이
fluent:monsters    | ja | モンスターとネコ
openmoji:hearts    | zh | 爱心与心情
fluent:hearts      | es | Corazones y sentimientos
twemoji:hands      | ja | 手とジェスチャー
fluent:hands       | tr | Eller ve jestler
openmoji:mammals   | ko | 털북숭이 친구들
fluent:mammals     | id | Sahabat Berbulu
twemoji:birds      | pl | Ptaki i gady
fluent:birds       | ja | 鳥と爬虫類
openmoji:sea       | el | Στον βυθό της θάλασσας
fluent:sea         | vi | Dưới đáy biển
twemoji:bugs       | nl | Kriebelbeestjes
openmoji:bugs      | zh | 小虫子
openmoji:plants    | sv | Blommor och växter
fluent:plants      | hi | फूल और पौधे
twemoji:weather    | uk | Небо й погода
fluent:weather     | fr | Ciel et météo
openmoji:fruit     | pt | Cesta de frutas
fluent:fruit       | ar | سلة الفواكه
twemoji:veggies    | de | Gemüsebeet
openmoji:veggies   | ms | Kebun Sayur
openmoji:meals     | it | Piatti del cuore
fluent:meals       | tr | Ev yemekleri
twemoji:asian      | ja | アジアごはん
fluent:asian       | zh | 亚洲美食
openmoji:sweets    | fr | Douceurs et gourmandises
fluent:sweets      | ko | 달콤한 디저트
twemoji:drinks     | es | Bebidas y brindis
openmoji:drinks    | de | Getränke und Prost
openmoji:party     | sw | Wakati wa Sherehe
fluent:party       | ru | Время праздника
openmoji:landmarks | he | מפות ואתרים
fluent:landmarks   | ar | خرائط ومعالم
twemoji:money      | id | Uang dan Surat
fluent:money       | vi | Tiền và thư
openmoji:athletes  | pt | Atletas em ação
openmoji:body      | th | ภาษากาย
twemoji:jobs       | ru | Профессии и роли
openmoji:out       | nl | Erop uit
fluent:people      | es | Gente y poses
openmoji:fantasy   | pl | Baśniowe postacie
fluent:music       | it | Musica e suoni
fluent:home        | sv | Borta bra men hemma bäst
openmoji:tools     | uk | Інструменти й наука
fluent:boats       | el | Πλοία και αεροπλάνα
twemoji:city       | zh | 城市建筑
fluent:road        | hi | सड़क पर
twemoji:sports     | ko | 오늘은 경기 날
fluent:games       | ja | ゲームと手芸
twemoji:fashion    | fr | Mode
fluent:gadgets     | de | Technik und Geräte
fluent:desk        | tr | Masa ve kitaplar
`;

const CODES = new Set(PACK_LANGUAGES.map((language) => language.code));

function parseRow(line: string): [string, LocalName] {
  const [key = '', code = '', name = '', ...rest] = line.split('|').map((cell) => cell.trim());
  const [set = '', theme = ''] = key.split(':');
  if (rest.length > 0 || !isArtSetId(set) || !theme || !CODES.has(code) || code === 'en' || !name) {
    throw new Error(`Malformed local name row: ${line}`);
  }
  return [key, { code, name }];
}

/** '<art set>:<theme key>' → the language and name of that theme's packs in that art set. */
export const LOCAL_NAMES: ReadonlyMap<string, LocalName> = new Map(
  LOCAL_NAME_TABLE.trim().split('\n').map(parseRow),
);
