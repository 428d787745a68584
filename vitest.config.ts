import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/lint/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: more workers only fight over them.
          maxWorkers: 2,
          // Migrates once per run; each file starts from a copy (docs/decisions/090).
          globalSetup: ['tests/support/migrated-template.ts'],
          // No outbound connection but to loopback: a forgotten fake fails loudly (tests/support/network-kill-switch.ts).
          setupFiles: ['tests/support/network-kill-switch.ts'],
          // The files of a worker share one module graph: importing the whole server again for each file cost
          // about a second each. So API tests keep no state in modules and mock no module (docs/decisions/092).
          isolate: false,
        },
      },
      {
        // Real server processes killed with SIGKILL and restarted: slow by nature, so a project (and an
        // `npm test` stage) of its own that the API stage does not wait for (docs/decisions/093).
        test: {
          name: 'crash',
          include: ['tests/crash/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
