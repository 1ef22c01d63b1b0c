import type { Task } from '@local-seo/service-kit';
import type { GenerationResult, SitemapGenerator } from './generator.js';

/**
 * The generation with which the service starts (GENERATE_AT_START), as a task: once
 * the service listens, it generates unless the stored sitemap is current (another
 * replica made it, or this one before a restart), and stopping waits for any
 * generation still under way, so none is left half-done.
 */
export function generationAtStart(generator: SitemapGenerator, enabled: boolean) {
  let started: Promise<GenerationResult | null> | null = null;
  const task: Task = {
    start() {
      if (enabled) started ??= generator.generateIfNeeded('start');
    },
    stop: () => generator.idle(),
  };
  return { task, started: () => started };
}
