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

/** Runs a check with its output held back, so checks run side by side print one after another. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: String(error) }));
    child.on('close', (code) =>
      resolve({ ok: code === 0, output: Buffer.concat(output).toString() }),
    );
  });
}

// Each of these uses one core: side by side they take the time of the slowest (lint), not the sum.
const staticChecks = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
];
const staticResults = await Promise.all(
  staticChecks.map(([, command, args]) => runQuietly(command, args)),
);
staticChecks.forEach(([label, command, args], index) => {
  const { ok, output } = staticResults[index];
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  process.stdout.write(output);
  if (ok) passed += 1;
  else failStep(`${label} failed`);
});

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
