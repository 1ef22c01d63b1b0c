import { z } from 'zod';
import {
  cityContractorSummarySchema,
  contractorDetailsSchema,
  contractorImportQuerySchema,
  contractorImportResultSchema,
  contractorListQuerySchema,
  contractorPageSchema,
  contractorSearchQuerySchema,
  contractorStatsSchema,
  contractorSummaryQuerySchema,
  populateQuerySchema,
  populateResultSchema,
  populationJobSchema,
  populationJobsQuerySchema,
  publicContractorSchema,
} from '../http/contractors.js';
import { recordIdParams, slugParams } from '../http/params.js';
import { gatewayGraceMs, importTimeLimitsMs } from '../http/time-limits.js';
import { csvExport, csvImportRoutes, route, trashRoutes } from './route.js';
import { publicPaths } from './paths.js';

const contractorId = recordIdParams('Contractor');
const contractorTrash = trashRoutes('contractors', 'contractor');

/** A staff list of the Contractors tab: one page, the names and ratings of template contractors live from Places. */
const staffList = (path: string, summary: string) =>
  route({
    method: 'GET',
    path,
    service: 'contractors',
    access: 'viewer',
    summary,
    query: contractorListQuerySchema,
    answer: contractorPageSchema,
  });

/** Our own contractors from a CSV: the import's own limit in its service, and a minute more for its answer. */
const contractorsImport = csvImportRoutes({
  service: 'contractors',
  type: 'contractors',
  imports: 'authentic contractors from a CSV',
  label: 'contractors',
  query: contractorImportQuerySchema,
  answer: contractorImportResultSchema,
  timeLimitMs: importTimeLimitsMs.contractors + gatewayGraceMs,
});

/**
 * The contractors service: the public directory of a live city (nothing internal:
 * docs/decisions.md, decision 2), the staff lists, populations from Google Places,
 * and imports of our own contractors.
 */
export const contractorsRoutes = {
  search: route({
    method: 'GET',
    path: publicPaths.contractorSearch,
    service: 'contractors',
    access: 'public',
    summary: 'The active contractors of a live city, of one industry or all, best first',
    params: slugParams,
    query: contractorSearchQuerySchema,
    answer: z.array(publicContractorSchema),
  }),
  details: route({
    method: 'GET',
    path: publicPaths.contractorDetails,
    service: 'contractors',
    access: 'public',
    summary:
      'Phone, website and reviews of an active contractor of a live city; live from Places for template contractors, within a per-minute cap (503 with Retry-After past it)',
    params: contractorId,
    answer: contractorDetailsSchema,
  }),
  citySummary: route({
    method: 'GET',
    path: '/api/contractors/city/:slug/summary',
    service: 'contractors',
    access: 'public',
    summary: "A live city's contractors per industry: how many, and the best few",
    params: slugParams,
    query: contractorSummaryQuerySchema,
    answer: cityContractorSummarySchema,
  }),
  templateList: staffList('/api/contractors/template', 'Template contractors (found through Places), by city and industry, a page at a time'),
  authenticList: staffList('/api/contractors/authentic', 'Authentic contractors (our own data), by city and industry, a page at a time'),
  brandCustomersList: staffList('/api/contractors/brand-customers', "The brand's customers, by city and industry, a page at a time"),
  stats: route({
    method: 'GET',
    path: '/api/contractors/stats',
    service: 'contractors',
    access: 'viewer',
    summary: 'How many contractors: in all, template, authentic, brand customers',
    answer: contractorStatsSchema,
  }),
  staffDetails: route({
    method: 'GET',
    path: '/api/admin/contractors/details/:id',
    service: 'contractors',
    access: 'viewer',
    summary: "Any contractor's details, also of a city not live yet, outside the visitors' cap",
    params: contractorId,
    answer: contractorDetailsSchema,
  }),
  populate: route({
    method: 'POST',
    path: '/api/admin/contractors/populate/:slug',
    service: 'contractors',
    access: 'editor',
    summary:
      "Populates one industry of a city from Places now: 200 when done, 202 while it still runs, 502 when Places failed, 503 without a key; a recent success answers as it is unless forced",
    params: slugParams,
    query: populateQuerySchema,
    answer: populateResultSchema,
  }),
  populations: route({
    method: 'GET',
    path: '/api/admin/contractors/population',
    service: 'contractors',
    access: 'viewer',
    summary: 'The populations, newest first, with their state and error',
    query: populationJobsQuerySchema,
    answer: z.array(populationJobSchema),
  }),
  importCsv: contractorsImport.upload,
  importTemplate: contractorsImport.template,
  exportContractors: csvExport('contractors', 'contractors', 'contractor'),
  deleteContractor: route({
    method: 'DELETE',
    path: '/api/admin/contractors/:id',
    service: 'contractors',
    access: 'editor',
    summary: 'Moves a contractor to the Trash (restorable for 30 days; gone from the directory, the lists and the exports meanwhile)',
    params: contractorId,
    status: 204,
  }),
  trashedContractors: contractorTrash.list,
  restoreContractor: contractorTrash.restore,
};
