import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';

const script = path.resolve(import.meta.dirname, 'test-all.mjs');
let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// A CI job stopped at its time limit (or a check that hangs) still shows the output of the
// checks that had already finished.
test('the typecheck’s errors are printed though the lint beside it never finishes', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'test-all-'));
  // A stand-in for npx: tsc fails at once with an error, eslint hangs, the rest pass.
  writeFileSync(
    path.join(dir, 'npx'),
    [
      '#!/bin/sh',
      'case "$1" in',
      '  tsc) echo "src/app.ts(1,7): error TS2322: the typecheck error"; exit 1 ;;',
      '  eslint) exec sleep 30 ;;',
      '  *) exit 0 ;;',
      'esac',
      '',
    ].join('\n'),
  );
  chmodSync(path.join(dir, 'npx'), 0o755);

  const child = spawn(process.execPath, [script], {
    cwd: dir,
    env: { ...process.env, PATH: `${dir}:${process.env.PATH ?? ''}` },
    // Its own process group, stopped whole as a CI runner stops a job.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const closed = new Promise((resolve) => child.on('close', resolve));
  // The job's time limit: the typecheck finished long before it.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  await closed;

  expect(output).toContain('the typecheck error');
}, 15_000);
