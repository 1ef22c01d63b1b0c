import type { Task } from '@local-seo/service-kit';
import type { GenerationResult, SitemapGenerator } from './generator.js';

/**
 * The generation with which the service starts (GENERATE_AT_START), as a task:
 * it starts once the service listens, and stopping waits for any generation
 * still under way, so no half-written files are left behind.
 */
export function generationAtStart(generator: SitemapGenerator, enabled: boolean) {
  let started: Promise<GenerationResult> | null = null;
  const task: Task = {
    start() {
      if (enabled) started ??= generator.generate('start');
    },
    stop: () => generator.idle(),
  };
  return { task, started: () => started };
}
