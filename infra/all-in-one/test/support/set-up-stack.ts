import { afterAll, beforeAll } from 'vitest';
import { startTestStack, type TestStack, type TestStackOptions } from '../../src/testing.js';

/**
 * The product for one test file: started before its tests (beforeAll) and
 * closed after them (afterAll). What it returns stands for the started stack;
 * read it inside hooks and tests only.
 */
export function setUpTestStack(options?: TestStackOptions): TestStack {
  let started: TestStack | undefined;
  beforeAll(async () => {
    started = await startTestStack(options);
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestStack, {
    get(_target, key) {
      if (!started) throw new Error('The stack starts before the tests: use it inside a hook or a test');
      return Reflect.get(started, key) as unknown;
    },
  });
}
