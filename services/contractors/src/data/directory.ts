import type { CityContractorSummary, PublicContractor } from '@local-seo/contracts';
import { mapLimit } from '@local-seo/service-kit';
import { liveCard, storedCard } from './contractor-view.js';
import { industries, perIndustry, type Industry } from '../domain/industries.js';
import { bestFirst } from '../domain/ranking.js';
import type { Contractor, PrismaClient } from '../generated/prisma/client.js';
import type { LivePlaces } from '../providers/live-places.js';

/** Place Details asked at once while a list is put together. */
const liveConcurrency = 6;

/** The contractors a visitor may see: authentic ones as stored, template ones live from Places. */
export interface PublicDirectory {
  /** The active contractors of a city (one industry, or all), best first. */
  cityCards(cityId: number, industry?: Industry): Promise<PublicContractor[]>;
  /** Page data: how many contractors each industry of a city has, and its best `top`. */
  citySummary(city: { id: number; url_slug: string }, top: number): Promise<CityContractorSummary>;
}

export function createPublicDirectory(db: PrismaClient, live: LivePlaces): PublicDirectory {
  /** Cards for these rows, in their order; rows that cannot be shown now are left out. */
  async function cards(rows: readonly Contractor[]) {
    const resolved = await mapLimit(rows, liveConcurrency, async (row) => {
      if (!row.isTemplate) return storedCard(row);
      if (!row.googlePlacesId) return null;
      return liveCard(row, await live.card(row.googlePlacesId));
    });
    return resolved.filter((card): card is PublicContractor => card !== null);
  }
  async function cityCards(cityId: number, industry?: Industry) {
    const rows = await db.contractor.findMany({
      where: { cityId, active: true, ...(industry ? { industrySector: industry } : {}) },
      orderBy: [{ searchRank: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
    });
    return bestFirst(await cards(rows));
  }
  return {
    cityCards,
    async citySummary(city, top) {
      const lists = await Promise.all(industries.map((industry) => cityCards(city.id, industry)));
      const byIndustry = perIndustry((industry) => lists[industries.indexOf(industry)]!);
      return {
        city_slug: city.url_slug,
        contractorCounts: perIndustry((industry) => byIndustry[industry].length),
        topContractors: perIndustry((industry) => byIndustry[industry].slice(0, top)),
      };
    },
  };
}
