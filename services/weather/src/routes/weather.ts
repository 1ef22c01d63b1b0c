import { weatherRoutes } from '@local-seo/contracts';
import { HttpError, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { RefreshJob } from '../tasks/refresh-job.js';
import type { Refresher } from '../refresh/refresher.js';
import type { WeatherView } from '../data/weather-view.js';

export function registerWeatherRoutes(app: FastifyInstance, view: WeatherView, refresher: Refresher, refreshJob: RefreshJob): void {
  serve(app, weatherRoutes.report, ({ params }) => view.report(params.slug));

  serve(app, weatherRoutes.cacheStatus, () => view.cacheStatus(refreshJob.running));

  serve(app, weatherRoutes.storedWeather, ({ params }) => view.storedWeather(params.slug));

  serve(app, weatherRoutes.refreshAll, () => {
    if (refresher.provider.notConfigured) throw new HttpError(409, refresher.provider.notConfigured);
    return { message: refreshJob.startAll() ? 'Weather refresh started for every active city' : 'A weather refresh is already running' };
  });
}
