import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect, test } from 'vitest';

// The files linted here do not exist, so the type-aware rules (which need them on disk) are off.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

/** The restricted-import messages ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const cases: [string, string, string][] = [
  ['a feature importing another feature', 'src/features/search/x.ts', '../settings/theme'],
  [
    'a nested feature file importing another feature',
    'src/features/packs/a/x.ts',
    '../../search/search-box',
  ],
  ['a component importing the API module', 'src/components/ui/x.ts', '../../api'],
  [
    'a component importing a feature',
    'src/components/stickers/x.ts',
    '../../features/packs/pack-card',
  ],
  ['lib importing the API module', 'src/lib/x.ts', '../api/client'],
  ['shared code importing a feature', 'src/shared/x.ts', '../features/search/search-box'],
  ['the service importing the app', 'server/src/http/x.ts', '../../../src/api/config'],
  ['a service test importing the app', 'server/test/x.ts', '../../src/lib/settings'],
  ['the contract importing the app', 'contract/x.ts', '../src/api'],
  ['the contract importing the service', 'contract/x.ts', '../server/src/http/envelope'],
  ['the contract importing React', 'contract/x.ts', 'react'],
  ['the contract importing Node', 'contract/x.ts', 'node:fs'],
];

test.each(cases)('ESLint rejects %s', async (_name, filePath, source) => {
  const errors = await boundaryErrors(
    filePath,
    `import { a } from '${source}';\nexport const b = a;\n`,
  );
  expect(errors).toHaveLength(1);
});

test('components may read the contract', async () => {
  const code = "import { a } from '../../../contract/image-src-set';\nexport const b = a;\n";
  expect(await boundaryErrors('src/components/stickers/x.ts', code)).toEqual([]);
});

test('the service may read the contract and its own src/', async () => {
  const code = [
    "import { a } from '../../../contract/error-codes';",
    "import { b } from '../db/database';",
    'export const c = [a, b];',
    '',
  ].join('\n');
  expect(await boundaryErrors('server/src/http/x.ts', code)).toEqual([]);
  const test = "import { a } from '../src/app';\nexport const b = a;\n";
  expect(await boundaryErrors('server/test/x.ts', test)).toEqual([]);
});

test('ESLint accepts imports along the layers', async () => {
  const code = [
    "import { a } from '../../api';",
    "import { b } from '../../components/stickers/sticker-tile';",
    "import { c } from '../../shared/query-view';",
    "import { d } from './search-box';",
    'export const e = [a, b, c, d];',
    '',
  ].join('\n');
  expect(await boundaryErrors('src/features/search/x.ts', code)).toEqual([]);
});
