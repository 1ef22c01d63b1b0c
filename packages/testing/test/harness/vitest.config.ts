import { defineConfig, mergeConfig } from 'vitest/config';
import root from '../../../../vitest.config.js';

// The harness's own fixtures, run one at a time by exit-code.int.test.ts with the run's
// global setup (finding PostgreSQL and NATS): what `npm test` does, on a file we choose.
export default mergeConfig(root, defineConfig({ test: { include: ['packages/testing/test/harness/*.fixture.ts'] } }));
