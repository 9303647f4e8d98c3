import { SearchBodySchema } from '../../contract';
import type { createJudge } from './search-judge';
import type { Judged } from './search-judged';

type Judge = ReturnType<typeof createJudge>;

export const searchPath = ({ q, lang }: { q: string; lang: string }, page = 1) =>
  `/api/messenger/v1/search?q=${encodeURIComponent(q)}&userId=bench&lang=${lang}` +
  `&limit=50&pageNumber=${page}`;

/** The one- and two-character prefixes of the judged queries' first words, once each. */
export function prefixesOf(queries: readonly Judged[]): { q: string; lang: string }[] {
  const seen = new Set<string>();
  const prefixes: { q: string; lang: string }[] = [];
  for (const { q, lang, kind } of queries) {
    if (kind === 'emoji') continue;
    const word = Array.from(q.split(' ')[0] ?? '');
    for (const length of [1, 2]) {
      if (word.length <= length) continue;
      const prefix = word.slice(0, length).join('');
      if (seen.has(`${prefix}@${lang}`)) continue;
      seen.add(`${prefix}@${lang}`);
      prefixes.push({ q: prefix, lang });
    }
  }
  return prefixes;
}

async function allResults(origin: string, headers: Record<string, string>, query: Judged) {
  const results: { stickerId: number; keyword: string }[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${origin}${searchPath(query, page)}`, { headers });
    const json = (await response.json()) as { body: unknown };
    const body = SearchBodySchema.parse(json.body);
    results.push(...body.stickerList);
    if (page >= body.pageMap.pageCount) return results;
  }
}

/** Every page of every query, judged. */
export async function judgeAll(
  port: number,
  headers: Record<string, string>,
  queries: readonly Judged[],
  judge: Judge,
) {
  const origin = `http://127.0.0.1:${port}`;
  let returned = 0;
  let relevant = 0;
  let top = 0;
  let topRelevant = 0;
  let answerable = 0;
  let zero = 0;
  let withResults = 0;
  /** Each result judged irrelevant, and whether it was among its query's first 20. */
  const misses: { line: string; top: boolean }[] = [];
  for (const query of queries) {
    const results = await allResults(origin, headers, query);
    if (results.length > 0) withResults += 1;
    if (query.means.length > 0 && judge.answerable(query)) {
      answerable += 1;
      if (results.length === 0) misses.push({ line: `ZERO ${query.q} (${query.lang})`, top: true });
      if (results.length === 0) zero += 1;
    }
    results.forEach(({ stickerId: id, keyword }, at) => {
      const ok = judge.relevant(query, id);
      returned += 1;
      relevant += ok ? 1 : 0;
      if (at < 20) {
        top += 1;
        topRelevant += ok ? 1 : 0;
      }
      if (ok) return;
      const line = `${query.q} (${query.lang}) #${at + 1}: ${judge.emojiOf(id)} as “${keyword}”`;
      misses.push({ line, top: at < 20 });
    });
  }
  return {
    precision: returned === 0 ? 1 : relevant / returned,
    precisionAt20: top === 0 ? 1 : topRelevant / top,
    zeroRate: answerable === 0 ? 0 : zero / answerable,
    withResults,
    misses,
  };
}
