import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './failed-tests.mjs';

describe('the failures named at the end of a test run', () => {
  it('names each failed Vitest test with its file and the first lines of its error', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.tsx',
          status: 'failed',
          assertionResults: [
            { fullName: 'list shows the wish', status: 'passed', failureMessages: [] },
            {
              fullName: 'list keeps the order',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n\n    at a.test.tsx:9:3',
              ],
            },
          ],
        },
        {
          name: `${process.cwd()}/server/test/fuzz.test.ts`,
          status: 'failed',
          message: 'Hook timed out in 10000ms.',
          assertionResults: [],
        },
        { name: '/repo/server/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };

    expect(vitestFailures(report)).toEqual([
      {
        name: '/repo/src/a.test.tsx › list keeps the order',
        error: ['    AssertionError: expected 2 to be 3', '        at a.test.tsx:9:3'],
      },
      {
        name: 'server/test/fuzz.test.ts (outside any test)',
        error: ['    Hook timed out in 10000ms.'],
      },
    ]);
  });

  it('names failed and flaky Playwright tests by their describe path, and leaves passing ones out', () => {
    const report = {
      suites: [
        {
          title: 'history.spec.ts',
          specs: [
            {
              title: 'Back returns to the results',
              tests: [
                {
                  status: 'flaky',
                  results: [
                    { status: 'failed', error: { message: 'Expected: 44\nReceived: -96' } },
                    { status: 'passed' },
                  ],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'at 375 px',
              specs: [
                { title: 'fits', tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
                {
                  title: 'scrolls',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ status: 'timedOut', error: { message: 'Timeout' } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };

    expect(playwrightFailures(report)).toEqual([
      {
        name: 'history.spec.ts › Back returns to the results (flaky: passed on retry)',
        error: ['    Expected: 44', '    Received: -96'],
      },
      { name: 'history.spec.ts › at 375 px › scrolls', error: ['    Timeout'] },
    ]);
  });
});
