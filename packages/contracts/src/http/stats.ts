import { z } from 'zod';
import { catalogStatsSchema } from './catalog.js';
import { contractorStatsSchema } from './contractors.js';

/**
 * `GET /api/stats`: the dashboard's figures, composed by the gateway from the
 * catalog and contractors services. A service that did not answer is named in
 * `unavailable` and its figures read 0 ('0.0' for the radius), as the Overview
 * shows them (docs/behaviour/admin-back-office.md#overview).
 */
export const platformStatsSchema = catalogStatsSchema.extend(contractorStatsSchema.shape).extend({
  unavailable: z.array(z.enum(['catalog', 'contractors'])),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
