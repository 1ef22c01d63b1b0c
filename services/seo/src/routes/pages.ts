import { parseInput } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PagesSource } from '../pages-source.js';

const pagesQuery = z.object({ all: z.enum(['true', 'false']).optional() });

export function registerPageRoutes(app: FastifyInstance, pages: PagesSource): void {
  /** The pages keywords can be tracked for; `?all=true` adds the inactive city pages (active: false). */
  app.get('/api/seo/pages', async (request) => {
    const { all } = parseInput(pagesQuery, request.query);
    return pages.list({ includeInactive: all === 'true' });
  });
}
