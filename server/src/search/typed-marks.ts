import type { CatalogueIndex } from './catalogue-index';
import { fold } from './fold';
import { Quality, type KeywordHits } from './match';

const MARKABLE = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;

/** The letters of a query that folding changes (ä, é, ż, ß): the ones typed on purpose. */
function markedLetters(query: string): string[] {
  const typed = Array.from(fold(query, true));
  return [...new Set(typed.filter((letter) => MARKABLE.test(letter) && fold(letter) !== letter))];
}

/**
 * Keywords written with the letters the query was typed with come first: Bär (bear) before Bar,
 * marché (market) before marche (walks), jeżyk (hedgehog) before język (tongue). An exact or
 * whole-word hit whose keyword lacks one of them drops one quality. A query typed without marks
 * prefers neither (cafe finds café as it finds cafe).
 */
export function preferTypedMarks(index: CatalogueIndex, hits: KeywordHits, query: string): void {
  const marked = markedLetters(query);
  if (marked.length === 0) return;
  for (const keyword of hits.keywords) {
    const mark = hits.quality[keyword] ?? 0;
    if (mark !== Quality.exact + 1 && mark !== Quality.word + 1) continue;
    const written = fold(index.keyword[keyword] ?? '', true);
    if (!marked.every((letter) => written.includes(letter))) hits.quality[keyword] = mark + 1;
  }
}
