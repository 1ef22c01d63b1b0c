import { startOpenMeteoStandIn } from '@local-seo/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ageWeather, forgetFailure, openMeteoSettings, useStackOn, waitLong } from './setup.js';

describe('the refresh job', () => {
  // Requests spaced for the provider's rate limit.
  const spaced = { WEATHER_REFRESH_SPACING_MS: '250' };
  const running = useStackOn('weather_refresh', startOpenMeteoStandIn, (standIn) => openMeteoSettings(standIn, spaced), (standIn) => standIn.setMode('both', 'ok'));
  const settings = (extra: Record<string, string> = {}) => openMeteoSettings(running.standIn, { ...spaced, ...extra });
  const ids: Record<string, number> = {};
  const forecastLatitudes = () => running.standIn.requestsTo('forecast').map((r) => r.query.latitude);
  const stored = (name: string) => running.stack.weather.context.db.weatherData.findUnique({ where: { cityId: ids[name]! } });

  beforeAll(async () => {
    ids.barrie = await running.stack.createCity('barrie', { latitude: 44.1 });
    ids.guelph = await running.stack.createCity('guelph', { latitude: 44.2 });
    ids.milton = await running.stack.createCity('milton', { latitude: 44.3 });
    ids.stouffville = await running.stack.createCity('stouffville', { latitude: 44.4, page_active: false });
  });

  it('refreshes every active city ahead of time, one at a time, spaced for the rate limit', async () => {
    const summary = await running.stack.weather.parts.refreshJob.runNow();
    expect(summary).toEqual({ active: 3, due: 3, refreshed: 3, failed: 0, busy: 0, skipped: 0 });
    expect(forecastLatitudes().sort()).toEqual(['44.1', '44.2', '44.3']); // not the inactive city
    const times = running.standIn.requestsTo('forecast').map((r) => r.at.getTime());
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(240);
    for (const name of ['barrie', 'guelph', 'milton']) expect(await stored(name)).not.toBeNull();
    expect(await stored('stouffville')).toBeNull();

    // A page view is then served from the cache, without asking the provider.
    running.standIn.requests.length = 0;
    expect((await running.stack.weather.app.inject('/api/weather/guelph')).json()).toMatchObject({ status: 'fresh' });
    expect(running.standIn.requests).toHaveLength(0);
  });

  it('renews only the cities whose data expires soon (ttl 60 minus lead 15 minutes)', async () => {
    await ageWeather(running.stack.weather, ids.barrie!, 50);
    await ageWeather(running.stack.weather, ids.guelph!, 40);
    expect(await running.stack.weather.parts.refreshJob.runNow()).toMatchObject({ due: 1, refreshed: 1 });
    expect(forecastLatitudes()).toEqual(['44.1']);
  });

  it('runs on its cron schedule once the service listens, and keeps a city list in line with the cities service', async () => {
    const weather = await running.stack.restartWeather(settings({ WEATHER_REFRESH_ENABLED: 'true', WEATHER_REFRESH_CRON: '* * * * * *' }));
    await ageWeather(weather, ids.milton!, 55);
    // A city the events did not tell about, found through the cities service's list.
    const quiet = await running.stack.cities.context.db.city.create({
      data: { cityName: 'Quiet Town', province: 'Ontario', latitude: 44.5, longitude: -79.9, urlSlug: 'quiet-town', pageActive: true },
    });
    await vi.waitFor(async () => {
      expect(forecastLatitudes()).toEqual(expect.arrayContaining(['44.3', '44.5']));
      expect(await weather.context.db.weatherData.findUnique({ where: { cityId: quiet.id } })).not.toBeNull();
    }, { timeout: 10_000, interval: 100 });
    // Later ticks find nothing due: nothing more is asked.
    const asked = running.standIn.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(running.standIn.requests).toHaveLength(asked);
    await running.stack.restartWeather(settings());
  });

  it('keeps the last good data when a refresh fails, records why, and serves it with its age', async () => {
    const fetchedAt = await ageWeather(running.stack.weather, ids.barrie!, 70);
    running.standIn.setMode('forecast', 'timeout');
    expect(await running.stack.weather.parts.refreshJob.runNow()).toMatchObject({ refreshed: 0, failed: 1 });
    expect((await stored('barrie'))!.requestTimestamp).toEqual(fetchedAt);
    const city = await running.stack.weather.context.db.weatherCity.findUniqueOrThrow({ where: { id: ids.barrie! } });
    expect(city.lastError).toBe('Open-Meteo forecast did not answer within 400 ms');

    const report = (await running.stack.weather.app.inject('/api/weather/barrie')).json();
    expect(report).toMatchObject({ status: 'stale', source: { age_minutes: 70 }, message: 'Weather last updated 1 hour ago; newer weather is not available right now' });
    const admin = (await running.stack.weather.app.inject('/api/admin/weather')).json();
    expect(admin.cities).toContainEqual(expect.objectContaining({ city_slug: 'barrie', status: 'stale', last_error: 'Open-Meteo forecast did not answer within 400 ms' }));

    // Right after a failure the job leaves the city alone; after the retry time it tries again and recovers.
    running.standIn.setMode('both', 'ok');
    expect(await running.stack.weather.parts.refreshJob.runNow()).toMatchObject({ due: 0 });
    await forgetFailure(running.stack.weather, ids.barrie!);
    expect(await running.stack.weather.parts.refreshJob.runNow()).toMatchObject({ due: 1, refreshed: 1 });
    expect((await running.stack.weather.app.inject('/api/weather/barrie')).json()).toMatchObject({ status: 'fresh' });
  });

  it('ends a run early when the provider is down for everyone, and tries again on the next run', async () => {
    for (const name of ['barrie', 'guelph', 'milton']) await ageWeather(running.stack.weather, ids[name]!, 70);
    running.standIn.setMode('forecast', 'error', { status: 503, reason: 'Service temporarily unavailable' });
    expect(await running.stack.weather.parts.refreshJob.runNow()).toMatchObject({ due: 3, failed: 1, skipped: 2 });
    expect(running.standIn.requestsTo('forecast')).toHaveLength(1);
    // Staff asking for a refresh try the provider again at once.
    running.standIn.setMode('both', 'ok');
    expect((await running.stack.weather.app.inject({ method: 'POST', url: '/api/admin/weather/refresh' })).statusCode).toBe(202);
    await vi.waitFor(async () => {
      expect((await running.stack.weather.app.inject('/api/admin/weather')).json().cities.every((c: { status: string }) => c.status === 'fresh')).toBe(true);
    }, { timeout: 10_000, interval: 100 });
  });

  it('keeps refreshing the cities it knows while the cities service is down', async () => {
    await ageWeather(running.stack.weather, ids.guelph!, 58);
    // A city only the cities service knows (no event): it cannot be learned while that service is down.
    await running.stack.cities.context.db.city.create({
      data: { cityName: 'Hidden Town', province: 'Ontario', latitude: 44.6, longitude: -79.9, urlSlug: 'hidden-town', pageActive: true },
    });
    const cut = await running.stack.restartWeather({ ...settings(), WEATHER_REFRESH_SPACING_MS: '0' }, 'http://127.0.0.1:9');
    expect(await cut.parts.refreshJob.runNow()).toEqual({ active: 4, due: 1, refreshed: 1, failed: 0, busy: 0, skipped: 0 });
    expect(forecastLatitudes()).toEqual(['44.2']);
    await running.stack.restartWeather(settings());
  });

  it('never fetches one city twice at once, however many views and runs ask together', async () => {
    await ageWeather(running.stack.weather, ids.milton!, 70);
    running.standIn.requests.length = 0;
    const views = Array.from({ length: 5 }, () => running.stack.weather.app.inject('/api/weather/milton'));
    const [run] = await Promise.all([running.stack.weather.parts.refreshJob.runNow({ all: true }), ...views]);
    expect(run).not.toBeNull();
    const miltonCalls = running.standIn.requestsTo('forecast').filter((r) => r.query.latitude === '44.3');
    expect(miltonCalls.length).toBeLessThanOrEqual(2); // one from the views, at most one more from the run once that is done
  });

  it('fetches the weather of a city that goes live at once, and nothing after a change that leaves its place and its page as they were', async () => {
    // Every live city due at each run: a run now would ask for all of them. The schedule itself fires once a year.
    const weather = await running.stack.restartWeather(settings({ WEATHER_REFRESH_ENABLED: 'true', WEATHER_REFRESH_CRON: '0 0 1 1 *', WEATHER_REFRESH_LEAD_MINUTES: '100000' }));
    await vi.waitFor(() => expect(weather.parts.refreshJob.running).toBe(false), waitLong); // the run at start
    running.standIn.requests.length = 0;
    const versionOf = async (id: number) => (await weather.context.db.city.findUniqueOrThrow({ where: { id } })).sourceVersion.getTime();
    const held = await versionOf(ids.barrie!);

    const described = await running.stack.cities.app.inject({ method: 'PATCH', url: `/api/cities/${ids.barrie}`, payload: { meta_description: 'Topsoil and mulch delivered in Barrie' } });
    expect(described.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await versionOf(ids.barrie!)).toBeGreaterThan(held), waitLong);
    await new Promise((resolve) => setTimeout(resolve, 3500)); // past the few seconds a run asked for waits
    expect(running.standIn.requestsTo('forecast')).toEqual([]);

    const live = await running.stack.cities.app.inject({ method: 'PATCH', url: `/api/cities/${ids.stouffville}`, payload: { page_active: true } });
    expect(live.statusCode).toBe(200);
    await vi.waitFor(() => expect(forecastLatitudes()).toContain('44.4'), { timeout: 10_000, interval: 100 });
    await running.stack.restartWeather(settings());
  });
});
