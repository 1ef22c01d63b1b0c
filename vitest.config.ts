import { defineConfig } from 'vitest/config';

// One run over every workspace. Workspace packages resolve to their TypeScript
// sources through the "development" export condition, so tests need no build.
export default defineConfig({
  resolve: { conditions: ['development'] },
  ssr: { resolve: { conditions: ['development'], externalConditions: ['development'] } },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/.data/**'],
    globalSetup: ['./packages/testing/src/global-setup.ts'],
    pool: 'forks',
    // Two at a time even on two cores: integration and browser tests mostly wait on
    // PostgreSQL, NATS and Chromium (the whole run: 7.5 min instead of about 12).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
