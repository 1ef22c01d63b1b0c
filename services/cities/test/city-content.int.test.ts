import { actorHeaderName, actorHeaderValue, cityUpdated, type AdminCity, type EventEnvelope } from '@local-seo/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useCitiesService } from './support/service.js';

/**
 * A city's own content (docs/decisions.md, decision 16): its introduction and local resources
 * are stored, sanitised, shown to the public, and changed like every other city field:
 * versioned, refused with 412 on a stale If-Match, and told in cities.city.updated with before
 * and after for the audit trail.
 */

const started = useCitiesService('city_content');
const editor = { id: 9, email: 'casey.content@example.com', name: 'Casey Content' };
const asEditor = { [actorHeaderName]: actorHeaderValue(editor) };

let slugs = 0;
async function newCity(extra: object = {}): Promise<AdminCity> {
  const n = ++slugs;
  const created = await started.app.inject({
    method: 'POST',
    url: '/api/cities',
    payload: { city_name: `Content ${n}`, province: 'Ontario', latitude: 44.4, longitude: -79.7, url_slug: `content-${n}`, page_active: true, ...extra },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}
const patch = (id: number, payload: object, headers: Record<string, string> = {}) =>
  started.app.inject({ method: 'PATCH', url: `/api/cities/${id}`, headers: { ...asEditor, ...headers }, payload });

const guide = { title: 'Topsoil guide', url: 'https://www.example.com/guides/topsoil', text: null };
const bylaw = { title: 'Yard waste pickup', url: null, text: 'Collected every other week from April to November.' };

describe('a city’s introduction and local resources', () => {
  it('start empty, and are stored sanitised when a city is created with them', async () => {
    expect(await newCity()).toMatchObject({ local_introduction: null, local_resources: [] });
    const city = await newCity({
      local_introduction: 'Sandy loam near the bay.\n\n<p onclick="x()">See <a href="JavaScript:alert(1)">this</a> and <a href="/delivery">delivery</a>.</p><script>alert(1)</script>',
      local_resources: [guide, { title: ' Yard waste pickup ', text: bylaw.text, url: '' }],
    });
    expect(city.local_introduction).toBe('<p>Sandy loam near the bay.</p><p>See this and <a href="/delivery">delivery</a>.</p>');
    expect(city.local_resources).toEqual([guide, bylaw]);
    const page = await started.app.inject({ method: 'GET', url: `/api/cities/${city.url_slug}` });
    expect(page.json()).toMatchObject({ local_introduction: city.local_introduction, local_resources: [guide, bylaw] });
  });

  it('are changed through the versioned PATCH: a new version, who made it, 412 with the current city on a stale If-Match', async () => {
    const city = await newCity();
    const saved = await patch(city.id, { local_introduction: '<p>Clay soils.</p>', local_resources: [guide] }, { 'if-match': `"${city.version}"` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ local_introduction: '<p>Clay soils.</p>', local_resources: [guide], version: city.version + 1, updated_by: editor });

    const stale = await patch(city.id, { local_resources: [] }, { 'if-match': `"${city.version}"` });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ local_resources: [guide], version: city.version + 1 });

    const cleared = await patch(city.id, { local_introduction: '', local_resources: null }, { 'if-match': `"${city.version + 1}"` });
    expect(cleared.json()).toMatchObject({ local_introduction: null, local_resources: [], version: city.version + 2 });
  });

  it('make no new version when sent again as they are (the introduction compared once sanitised)', async () => {
    const city = await newCity({ local_introduction: 'Plain text.', local_resources: [guide] });
    const again = await patch(city.id, { local_introduction: '<p>Plain text.</p>', local_resources: [guide] });
    expect(again.json()).toMatchObject({ version: city.version });
  });

  it('are told in cities.city.updated, with before and after for the audit trail', async () => {
    const city = await newCity({ local_resources: [guide] });
    const received: EventEnvelope[] = [];
    const consumer = await started.service.context.bus.consume({ durable: 'test-city-content', subjects: [cityUpdated.type], handler: async ({ event }) => void received.push(event) });
    await started.service.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await patch(city.id, { local_introduction: 'Rocky ground.', local_resources: [guide, bylaw] })).statusCode).toBe(200);
      await vi.waitFor(() => expect(received.some((event) => cityUpdated.parse(event).data.city.id === city.id)).toBe(true), { timeout: 10_000 });
      const event = cityUpdated.parse(received.find((e) => cityUpdated.parse(e).data.city.id === city.id));
      expect(event.data.changed.sort()).toEqual(['local_introduction', 'local_resources']);
      expect(event.data.summary).toMatchObject({
        before: { local_introduction: null, local_resources: [guide] },
        after: { local_introduction: '<p>Rocky ground.</p>', local_resources: [guide, bylaw] },
      });
    } finally {
      await consumer.stop();
    }
  });

  it('go to the Trash with their city and come back with it', async () => {
    const city = await newCity({ local_introduction: 'Granite outcrops.', local_resources: [guide, bylaw] });
    expect((await started.app.inject({ method: 'DELETE', url: `/api/cities/${city.id}`, headers: asEditor })).statusCode).toBe(200);
    const restored = await started.app.inject({ method: 'POST', url: `/api/admin/trash/cities/${city.id}/restore`, headers: asEditor });
    expect(restored.statusCode, restored.body).toBeLessThan(300);
    expect((await started.app.inject({ method: 'GET', url: `/api/admin/cities/${city.id}` })).json()).toMatchObject({
      local_introduction: '<p>Granite outcrops.</p>',
      local_resources: [guide, bylaw],
    });
  });

  it('refuse resources that cannot be shown, saying which one and why', async () => {
    const city = await newCity();
    const refusal = async (local_resources: unknown) => {
      const answer = await patch(city.id, { local_resources });
      expect(answer.statusCode).toBe(400);
      return answer.json().message as string;
    };
    expect(await refusal([guide, { title: '', url: guide.url }])).toBe('Resource 2 needs a title');
    expect(await refusal([{ title: 'Script', url: 'javascript:alert(1)' }])).toBe(
      'Resource 1: the link must be a valid URL starting with http:// or https:// (for example https://www.example.com/page)',
    );
    expect(await refusal([{ title: 'Both', url: guide.url, text: 'and text' }])).toBe('Resource 1: give either a link or a short text, not both');
    expect(await refusal([{ title: 'Neither' }])).toBe('Resource 1 needs a link (http:// or https://) or a short text');
    expect(await refusal([{ title: 'Long', text: 'x'.repeat(301) }])).toBe('Resource 1: the text must be at most 300 characters');
    expect(await refusal(Array.from({ length: 9 }, () => guide))).toBe('A city may list at most 8 local resources');
    expect(await refusal('a guide')).toBe('Local resources must be a list');
    expect((await started.app.inject({ method: 'GET', url: `/api/admin/cities/${city.id}` })).json()).toMatchObject({ local_resources: [], version: city.version });
  });
});
