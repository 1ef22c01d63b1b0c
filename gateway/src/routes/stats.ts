import {
  catalogRoutes,
  contractorsRoutes,
  gatewayRoutes,
  getJson,
  type CatalogStats,
  type ContractorStats,
  type PlatformStats,
} from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';

const noCatalog: CatalogStats = {
  activeProducts: 0,
  totalProducts: 0,
  totalLocations: 0,
  locationProducts: 0,
  avgDeliveryRadius: '0.0',
  trends: { totalLocations: null, activeProducts: null, locationProducts: null, avgDeliveryRadius: null },
};
const noContractors: ContractorStats = { totalContractors: 0, templateContractors: 0, authenticContractors: 0, brandCustomers: 0 };

export interface StatsOptions {
  catalogUrl: string;
  contractorsUrl: string;
  timeoutMs: number;
}

/** `GET /api/stats` (admin): the catalog's and the contractors' figures, asked in parallel. */
export function registerStatsRoute(app: FastifyInstance, options: StatsOptions): void {
  serve(app, gatewayRoutes.stats, async ({ request }): Promise<PlatformStats> => {
    const ask = { timeoutMs: options.timeoutMs };
    const [catalog, contractors] = await Promise.allSettled([
      getJson('catalog', { ...ask, baseUrl: options.catalogUrl }, catalogRoutes.stats, {}),
      getJson('contractors', { ...ask, baseUrl: options.contractorsUrl }, contractorsRoutes.stats, {}),
    ]);
    const unavailable: PlatformStats['unavailable'] = [];
    const part = <T>(name: 'catalog' | 'contractors', result: PromiseSettledResult<T | null>, fallback: T): T => {
      if (result.status === 'fulfilled' && result.value) return result.value;
      if (result.status === 'rejected') request.log.warn({ err: result.reason }, `stats: ${name} did not answer`);
      unavailable.push(name);
      return fallback;
    };
    return { ...part('catalog', catalog, noCatalog), ...part('contractors', contractors, noContractors), unavailable };
  });
}
