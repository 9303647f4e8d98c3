import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const LAYERS_MESSAGE =
  'Imports flow routes → features → shared → api/components/lib → contract; a feature never ' +
  'imports another feature; components/ and lib/ never import api/; contract/ imports neither ' +
  'src/ nor server/; server/ never imports src/.';

const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((group) => ({ group, message: LAYERS_MESSAGE })) },
  ],
});

/** Forbids imports whose path passes through any of these top-level folders of src/. */
const forbidLayers = (...folders) => ({
  regex: `(^|/)(${folders.join('|')})(/|$)`,
  message: LAYERS_MESSAGE,
});

const layer = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * server/ never imports the app: a file `depth` folders below server/ reaches the repository's
 * src/ by climbing depth + 1 levels (server/src is the service's own and stays open).
 */
const serverFilesNeverImportingApp = [0, 1, 2, 3, 4].map((depth) => ({
  files: [`server/${'*/'.repeat(depth)}*`],
  rules: layer(
    { regex: `^(\\.\\./){${depth + 1}}src(/|$)`, message: LAYERS_MESSAGE },
    { group: ['react', 'react-dom'], message: LAYERS_MESSAGE },
  ),
}));

/** A file `depth` folders below src/features/<name>/ may leave its feature only for src/. */
const leaveFeatureOnlyForSrc = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}(?!\\.\\./)`,
  message: LAYERS_MESSAGE,
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'reports',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
    },
  },
  {
    files: ['contract/**'],
    rules: restrict([['react', 'react-dom', 'node:*', 'hono', 'hono/*', '../*', '!./*']]),
  },
  {
    files: ['src/api/**'],
    rules: layer(forbidLayers('features', 'routes', 'components', 'shared', 'app')),
  },
  {
    files: ['src/components/**'],
    rules: layer(forbidLayers('api', 'features', 'routes', 'shared', 'app')),
  },
  {
    files: ['src/lib/**'],
    rules: layer(forbidLayers('api', 'features', 'routes', 'shared', 'components', 'app')),
  },
  { files: ['src/shared/**'], rules: layer(forbidLayers('features', 'routes', 'app')) },
  {
    files: ['src/features/*/*'],
    rules: layer(forbidLayers('features', 'routes', 'app'), leaveFeatureOnlyForSrc(0)),
  },
  {
    files: ['src/features/*/*/*'],
    rules: layer(forbidLayers('features', 'routes', 'app'), leaveFeatureOnlyForSrc(1)),
  },
  {
    // Words a person reads come from the catalogues (src/i18n/catalogues), never from the markup.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/**/__tests__/**', 'src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Emoji (with their variation selectors and joiners) are pictures, not words.
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~]+',
              '[A-Z_-]+',
              /^[\p{Extended_Pictographic}\u{FE0F}\u{200D}\s←→]+$/u,
            ],
          },
          'jsx-attributes': {
            include: [
              '^(aria-label|aria-description|aria-roledescription|title|alt|placeholder)$',
              '^(label|hint|legend|description|summary|endLabel|message)$',
            ],
          },
        },
      ],
    },
  },
  {
    files: ['src/i18n/**'],
    rules: layer(forbidLayers('api', 'features', 'routes', 'shared', 'components', 'app')),
  },
  ...serverFilesNeverImportingApp,
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    ...testingLibrary.configs['flat/react'],
  },
  prettier,
);
