import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const aloneOnTheMachine = ['server/test/connection-flood.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest leaves a core to itself by default, which on a two-core machine (CI's) is one worker
      // for the whole suite. Its own process is idle while the workers run, so use every core.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/testing/setup-tests.ts'],
            testTimeout: 15_000,
            hookTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
            exclude: [...aloneOnTheMachine],
            testTimeout: 20_000,
            // A file's beforeAll may start a service on a fresh database, migrated and seeded: on
            // PostgreSQL with the machine busy that took over Vitest's default 10 s.
            hookTimeout: 60_000,
          },
        },
        {
          // After every other file, one at a time: these measure how fast the service answers
          // under attack, which tests running beside them would measure instead.
          extends: true,
          test: {
            name: 'server-alone',
            environment: 'node',
            include: aloneOnTheMachine,
            testTimeout: 60_000,
            hookTimeout: 60_000,
            fileParallelism: false,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: 'tooling',
            environment: 'node',
            include: ['scripts/**/*.test.ts'],
            testTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
