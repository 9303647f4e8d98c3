// Names the tests a report says failed, with the first lines of each error, so that the last lines
// of a CI log (often all that is kept of it) say what failed and not only how many.

import { stripVTControlCharacters } from 'node:util';

const errorLines = 6;

function firstLines(text) {
  return stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, errorLines)
    .map((line) => `    ${line}`);
}

/** A report's absolute file path, from the project's folder. */
function fromProject(path) {
  const project = `${process.cwd()}/`;
  return path.startsWith(project) ? path.slice(project.length) : path;
}

export function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = fromProject(file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push({
        name: `${name} › ${test.fullName}`,
        error: firstLines(test.failureMessages?.[0]),
      });
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push({ name: `${name} (outside any test)`, error: firstLines(file.message) });
    }
  }
  return failures;
}

function* playwrightSpecs(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, path };
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child, path);
}

export function playwrightFailures(report) {
  const failures = [];
  for (const suite of report.suites ?? []) {
    for (const { spec, path } of playwrightSpecs(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find((result) => result.error);
        failures.push({
          name: `${[...path, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky: passed on retry)' : ''}`,
          error: firstLines(failedRun?.error?.message),
        });
      }
    }
  }
  return failures;
}

export function printFailures(label, failures) {
  if (failures.length === 0) return;
  console.log(`\n✖ ${label}:`);
  for (const failure of failures) {
    console.log(`  • ${failure.name}`);
    for (const line of failure.error) console.log(line);
  }
}
