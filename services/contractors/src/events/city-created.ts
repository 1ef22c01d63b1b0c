import { durableConsumers } from '@local-seo/contracts';
import { subscribeToEvents, type Consumer } from '@local-seo/service-kit';
import { industries } from '../domain/industries.js';
import { recordPopulation } from '../population/jobs.js';
import type { Context } from '../data/db.js';

/**
 * A new city gets template contractors in every industry. The handler only
 * records the three jobs, in the event's own transaction (with its inbox row,
 * so a redelivery records nothing twice); the worker calls Places afterwards,
 * woken once that transaction committed.
 */
export function subscribeCityCreated(ctx: Context, onRecorded: () => void): Promise<Consumer> {
  return subscribeToEvents(ctx.bus, ctx.db, {
    durable: durableConsumers.contractorsCityCreated.durable,
    events: durableConsumers.contractorsCityCreated.events,
    async handle(event, tx) {
      const { city } = event.data;
      // The same lock as an admin's populate: an industry the admin already asked for (before this
      // event arrived) is pending, running or done, and is not recorded twice.
      await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(4242, $1::int)', city.id);
      const asked = await tx.populationJob.findMany({ where: { cityId: city.id, status: { not: 'failed' } }, select: { industry: true } });
      const taken = new Set(asked.map((job) => job.industry));
      await recordPopulation(
        tx,
        { id: city.id, slug: city.citySlug, name: city.cityName, province: city.province, latitude: city.latitude, longitude: city.longitude },
        industries.filter((industry) => !taken.has(industry)),
        'city_created',
        event.id,
      );
      ctx.logger.info({ city: city.citySlug, eventId: event.id }, 'contractor population recorded for a new city');
    },
    afterCommit: onRecorded,
  });
}
