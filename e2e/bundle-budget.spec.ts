import { expect, test } from '@playwright/test';
import { analyzeBundle, budgets, kb } from '../scripts/bench/bundle.mjs';

// Reads the dist/ that the webServer has just built; sizes are gzip (zlib default level).
test('first-load JS and every route chunk stay within the gzip budget', () => {
  const report = analyzeBundle('dist');
  const lines = [
    `first-load JS: ${kb(report.firstLoadGzip)} kB gzip (budget ${budgets.firstLoadKb} kB)`,
    ...report.firstLoadFiles.map((f) => `  ${f.file}: ${kb(f.gzip)} kB`),
    `route chunks (budget ${budgets.routeChunkKb} kB each):`,
    ...report.routeChunks.map((c) => `  ${c.file} [${c.routes.join(', ')}]: ${kb(c.gzip)} kB`),
  ];
  if (report.eagerRoutes.length > 0)
    lines.push(`routes in the entry: ${report.eagerRoutes.join(', ')}`);
  console.log(lines.join('\n'));

  expect(report.firstLoadGzip, lines.join('\n')).toBeLessThanOrEqual(budgets.firstLoadKb * 1000);
  const overBudget = report.routeChunks.filter((c) => c.gzip > budgets.routeChunkKb * 1000);
  expect(
    overBudget.map((c) => `${c.file}: ${kb(c.gzip)} kB`),
    lines.join('\n'),
  ).toEqual([]);
});
