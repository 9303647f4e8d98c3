import { Converter, type ConverterFunction } from 'opencc-js';

/** How Chinese is written: Simplified (mainland, Singapore) or Traditional (Taiwan, Hong Kong). */
export type HanScript = 'Hans' | 'Hant';

const HAN = /\p{Script=Han}/u;

// OpenCC's tables load on first use (about 0.2 s): a service with no Chinese text never pays it.
let simplify: ConverterFunction | undefined;
let traditionalise: ConverterFunction | undefined;

/**
 * Chinese writes one word in either script (貓 = 猫, 愛心 = 爱心): the catalogue's Chinese keywords
 * are Simplified (CLDR's zh), so Chinese keywords and queries compare in Simplified, as Japanese
 * compares katakana as hiragana. Taiwan's variants and words come first (OpenCC's tw → cn).
 */
export function foldHan(text: string): string {
  if (!HAN.test(text)) return text;
  simplify ??= Converter({ from: 'tw', to: 'cn' });
  return simplify(text);
}

/**
 * Text of `lang` as it compares: Chinese in Simplified; other languages as they are (Japanese
 * writes 幹 and 乾, 製 and 制 apart, which Simplified Chinese writes as one).
 */
export const foldHanIn = (lang: string, text: string): string =>
  lang === 'zh' ? foldHan(text) : text;

/** Chinese text as a reader of `script` writes it (a trending term, a suggestion). */
export function inScript(text: string, script: HanScript): string {
  if (!HAN.test(text)) return text;
  if (script === 'Hans') return foldHan(text);
  traditionalise ??= Converter({ from: 'cn', to: 'tw' });
  return traditionalise(text);
}

/**
 * Text in `lang` as a reader of `script` writes it: Chinese converted, any other language as it is
 * (a Japanese pack's kanji stay Japanese). Without a script, Chinese stays as the catalogue has it.
 */
export const spellIn = (lang: string, script: HanScript | undefined, text: string): string =>
  lang === 'zh' && script ? inScript(text, script) : text;
