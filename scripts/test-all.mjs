// Runs every check the project has, then prints the closing line CI reads: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { playwrightFailures, printFailures, vitestFailures } from './failed-tests.mjs';

const reports = 'reports/test';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failedSteps = [];
const failedTests = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A failure that is not a test's: said now, and again beside the failed tests at the end. */
function failStep(message) {
  failed += 1;
  failedSteps.push(message);
  console.error(`✖ ${message}`);
}

function countFrom(label, ok, reportPath, read, failuresIn) {
  if (!existsSync(reportPath)) {
    failStep(`${label} wrote no report at ${reportPath}`);
    return;
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const counts = read(report);
  passed += counts.passed;
  failed += counts.failed;
  failedTests.push({ label, failures: failuresIn(report) });
  if (!ok && counts.failed === 0) failStep(`${label} exited with an error outside any test`);
}

/**
 * Runs a check with its output held back until it ends, so checks run side by side print one
 * after another, each as soon as it is done (a check that hangs keeps no other's output back).
 */
function runQuietly(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let reported = false;
    const report = (ok, error = '') => {
      if (reported) return;
      reported = true;
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output).toString() + error);
      if (ok) passed += 1;
      else failStep(`${label} failed`);
      resolve();
    };
    child.on('error', (error) => report(false, String(error)));
    child.on('close', (code) => report(code === 0));
  });
}

// Each of these uses one core: side by side they take the time of the slowest (lint), not the sum.
await Promise.all([
  runQuietly('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  runQuietly('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  runQuietly('format', 'npx', ['prettier', '--check', '.']),
]);

const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
});

const vitestReport = `${reports}/vitest.json`;
const vitestOk = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
countFrom('vitest', vitestOk, vitestReport, vitestCounts, vitestFailures);

// The same service integration suite again, on PostgreSQL (a throw-away cluster, see test:pg).
const pgReport = `${reports}/vitest-pg.json`;
const pgOk = run('service integration tests on PostgreSQL', 'npx', [
  'tsx',
  'scripts/test-pg.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${pgReport}`,
]);
countFrom('vitest on PostgreSQL', pgOk, pgReport, vitestCounts, vitestFailures);

const playwrightReport = `${reports}/playwright.json`;
const playwrightOk = run(
  'end-to-end tests',
  'npx',
  ['playwright', 'test', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  },
);
countFrom(
  'playwright',
  playwrightOk,
  playwrightReport,
  (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
  }),
  playwrightFailures,
);

for (const step of failedSteps) console.log(`\n✖ ${step}`);
for (const { label, failures } of failedTests) printFailures(label, failures);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
