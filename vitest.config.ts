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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
