import { platformStatsSchema, weatherSuggestionSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatDecimal, formatNumber, formatTrend } from '../src/lib/format';
import { holdNextAnswer, unexpectedErrors, setUpAdmin } from './support';

const admin = setUpAdmin();

const card = (label: string) => admin.page.getByRole('group', { name: label });
const suggestionItems = () =>
  admin.page.locator('section', { has: admin.page.getByRole('heading', { name: 'Weather Suggestions' }) }).getByRole('listitem');

const suggestions = () => admin.apiGet(z.array(weatherSuggestionSchema), '/api/weather/suggestions');

describe('Overview', () => {
  it('shows skeletons while the statistics load', async () => {
    const { page } = admin;
    const release = await holdNextAnswer(page, '**/api/stats');
    await page.goto(`${admin.stack.url}/admin/overview`);
    await card('Total Locations').waitFor();
    expect(await card('Total Locations').getAttribute('aria-busy')).toBe('true');
    expect(await card('Total Locations').getByText('Loading Total Locations').count()).toBe(1);
    release();
    await expect.poll(() => card('Total Locations').getAttribute('aria-busy')).toBeNull();
  });

  it('shows the four statistics of /api/stats, each with its measured trend against last month', async () => {
    await admin.goto('overview');
    const stats = await admin.apiGet(platformStatsSchema, '/api/stats');
    const expected = [
      { label: 'Total Locations', value: formatNumber(stats.totalLocations), trend: stats.trends.totalLocations },
      { label: 'Active Products', value: formatNumber(stats.activeProducts), trend: stats.trends.activeProducts },
      { label: 'Location-Product Links', value: formatNumber(stats.locationProducts), trend: stats.trends.locationProducts },
      { label: 'Avg Delivery Radius', value: `${formatDecimal(stats.avgDeliveryRadius)} km`, trend: stats.trends.avgDeliveryRadius },
    ];
    // The demo data has locations, products and links: a card reading 0 would be a bug.
    expect(stats.totalLocations).toBeGreaterThan(0);
    expect(stats.activeProducts).toBeGreaterThan(0);
    for (const { label, value, trend } of expected) {
      await expect.poll(() => card(label).textContent(), { message: label }).toContain(value);
      const text = await card(label).textContent();
      expect(text, label).toContain('vs last month');
      // A fresh stack has no figures of last month: a dash, never an invented number.
      if (trend === null) expect(text, label).toContain('—');
      else expect(text, label).toContain(formatTrend(trend));
    }
  });

  it('lists at most 6 weather suggestions', async () => {
    const before = await suggestions();
    await admin.goto('overview');
    await expect.poll(() => suggestionItems().count()).toBe(Math.min(6, before.length));
    expect(await suggestionItems().first().textContent()).toContain(before[0]?.suggestion_text ?? '');

    for (const condition of ['Hail', 'Heat Wave', 'Fog']) {
      const created = await admin.apiWrite('POST', '/api/weather/suggestions', {
        weather_condition: condition,
        suggestion_text: `Suggestion for ${condition}`,
        related_products: 'Mulch',
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const after = await suggestions();
    expect(after.length).toBeGreaterThan(6);
    await admin.page.reload();
    await expect.poll(() => suggestionItems().count()).toBe(6);
  });

  it('ran without errors in the page', () => {
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});
