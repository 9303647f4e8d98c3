import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router';
import { expect, test } from 'vitest';
import { routeCases } from '../routes/__tests__/route-cases';
import { navGroups } from './layout/nav-items';
import { pageRoutes } from './route-table';

const ROOT = join(import.meta.dirname, '../..');
const TABLE = 'src/app/route-table.ts';

/** Production source files of src/ and scripts/ (tests, test helpers and the table aside). */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['__tests__', 'testing'].includes(entry.name)) walk(path);
      } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        files.push(path);
      }
    }
  };
  walk('src');
  walk('scripts');
  return files.filter((file) => file !== TABLE);
}

const quoted = (text: string) => [...text.matchAll(/['"`]([^'"`\n]*)['"`]/g)].map((m) => m[1]);

const patterns = pageRoutes.map(({ path }) => path).filter((path) => path.includes(':'));
const staticPaths = pageRoutes
  .map(({ path }) => path)
  .filter((path) => path !== '/' && path !== '*' && !path.includes(':'));

/** What makes `text` a second list of the routes: route patterns, route modules, many paths. */
function routeListsIn(text: string): string[] {
  const literals = new Set(quoted(text));
  const problems: string[] = [];
  const named = patterns.filter((pattern) =>
    [...literals].some((literal) => literal?.replace(/^\//, '') === pattern.slice(1)),
  );
  if (named.length > 0) problems.push(`names route patterns ${named.join(', ')}`);
  const modules = new Set(
    [...text.matchAll(/['"](?:\.\.\/)+routes\/([\w-]+)['"]/g)].map((match) => match[1]),
  );
  if (modules.size >= 2) problems.push(`imports route modules ${[...modules].join(', ')}`);
  const paths = staticPaths.filter((path) => literals.has(path));
  if (paths.length >= 3) problems.push(`lists routes ${paths.join(', ')}`);
  return problems;
}

test('the route table is the only list of routes in src/ and scripts/', () => {
  const found = sourceFiles().flatMap((file) =>
    routeListsIn(readFileSync(join(ROOT, file), 'utf8')).map((problem) => `${file} ${problem}`),
  );
  expect(found).toEqual([]);
});

test('the check recognises a list of routes: the table, or a copy of its paths', () => {
  expect(routeListsIn(readFileSync(join(ROOT, TABLE), 'utf8'))).toHaveLength(3);
  const copy = `const pages = ['/my-packs', '/hidden', '/gifts'];`;
  expect(routeListsIn(copy)).toEqual([expect.stringMatching(/^lists routes /) as string]);
  expect(routeListsIn(`navigate('/my-packs')`)).toEqual([]);
});

test('the main navigation links only to pages of the route table', () => {
  const links = navGroups.flatMap((group) => group.items.map((item) => item.to));
  expect(links.length).toBeGreaterThan(10);
  for (const to of links) {
    expect(pageRoutes.some(({ path }) => path === to)).toBe(true);
  }
});

test('every page that loads data has its loading, empty and error states tested', () => {
  const withData = pageRoutes.filter((route) => route.prefetch).map((route) => route.path);
  const untested = withData.filter(
    (pattern) =>
      !routeCases.some((routeCase) => matchPath(pattern, routeCase.path.split('?')[0] ?? '')),
  );
  expect(untested).toEqual([]);
});
