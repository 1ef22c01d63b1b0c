import { declaredRoutes, openApiPath, type OpenApiDocument } from '@local-seo/contracts';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { useStaffDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../src/index.js';

/** The API reference made from the route declarations: the public one for anyone, the whole one for staff. */

const logger = createLogger('silent');
const password = 'api docs test password';
let bus: EventBus;
let gateway: Gateway;

const staffDb = useStaffDatabase();

beforeAll(async () => {
  bus = createInProcessBus({ logger });
  gateway = await createGateway({ logger, bus, config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ADMIN_PASSWORD: password }) });
});
afterAll(async () => {
  await gateway?.close();
  await bus?.close();
});

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) => Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${path}`));
const declared = (filter: (route: (typeof declaredRoutes)[number]) => boolean) =>
  declaredRoutes.filter(filter).map((route) => `${route.method} ${openApiPath(route.path)}`);

async function staffCookie(): Promise<string> {
  const login = await gateway.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
  return `admin_session=${login.cookies.find((c) => c.name === 'admin_session')!.value}`;
}

describe('the API reference', () => {
  it('documents every public route, and no staff route, at /api/docs/openapi.json', async () => {
    const response = await gateway.app.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(operations(document).sort()).toEqual(declared((route) => route.access === 'public').sort());
    expect(JSON.stringify(document)).not.toContain('x-required-role');
    const pageData = document.paths['/api/page-data/{slug}']!.get!;
    expect(pageData.parameters).toEqual([expect.objectContaining({ name: 'slug', in: 'path', required: true })]);
    expect(pageData.responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
  });

  it("documents the page data's moved and gone answers (docs/architecture.md#moved-and-gone-addresses)", async () => {
    const document = (await gateway.app.inject('/api/docs/openapi.json')).json() as OpenApiDocument;
    const { responses } = document.paths['/api/page-data/{slug}']!.get!;
    expect(responses['301']).toMatchObject({ description: expect.stringMatching(/earlier slug/), headers: { Location: { schema: { type: 'string' } } } });
    expect(responses['410']).toMatchObject({ description: expect.stringMatching(/inactive/), content: { 'application/json': { schema: { type: 'object' } } } });
  });

  it('shows it as a readable page with a policy that runs nothing', async () => {
    const page = await gateway.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.body).toContain('/api/page-data/{slug}');
    expect(page.body).not.toContain('<script');
  });

  it('documents every route, with the role each staff route needs, for staff only', async () => {
    for (const url of ['/api/admin/docs', '/api/admin/docs/openapi.json']) expect((await gateway.app.inject(url)).statusCode).toBe(401);
    const cookie = await staffCookie();
    const document = (await gateway.app.inject({ url: '/api/admin/docs/openapi.json', headers: { cookie } })).json() as OpenApiDocument;
    expect(operations(document).sort()).toEqual(declared(() => true).sort());
    expect(document.paths['/api/cities/{id}']!.patch).toMatchObject({ 'x-required-role': 'editor', security: [{ staffSession: [] }] });
    expect(document.paths['/api/cities/{id}']!.patch!.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    const page = await gateway.app.inject({ url: '/api/admin/docs', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('staff: editor');
  });

  it('documents If-Match and the 412 of every versioned write (declared `versioned`), with the current record where it carries one', async () => {
    const cookie = await staffCookie();
    const document = (await gateway.app.inject({ url: '/api/admin/docs/openapi.json', headers: { cookie } })).json() as OpenApiDocument;
    const versioned = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([, operation]) => operation.responses['412'] !== undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(versioned.sort()).toEqual(
      [
        'PATCH /api/products/{id}',
        'PATCH /api/cities/{id}',
        'PATCH /api/supplier-locations/{id}',
        'PATCH /api/weather/suggestions/{id}',
        'PUT /api/seo/settings',
        'PUT /api/seo/schema-settings',
        'POST /api/seo/schema-settings/versions/{version}/restore',
      ].sort(),
    );
    expect(versioned.sort()).toEqual(declared((route) => route.versioned !== undefined).sort());
    for (const [path, method] of [
      ['/api/products/{id}', 'patch'],
      ['/api/cities/{id}', 'patch'],
      ['/api/supplier-locations/{id}', 'patch'],
      ['/api/weather/suggestions/{id}', 'patch'],
    ] as const) {
      const operation = document.paths[path]![method]!;
      expect(operation.parameters, path).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header', required: false }));
      const stale = operation.responses['412'] as { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } };
      const schema = stale.content['application/json'].schema;
      expect(schema.required, path).toEqual(expect.arrayContaining(['statusCode', 'message', 'current']));
      // The current record is the route's answer: its version among its fields.
      expect(schema.properties.current, path).toMatchObject({ type: 'object', properties: { id: expect.anything(), version: expect.anything() } });
    }
    // The SEO settings are one record without an id: their 412 carries them with their version.
    const settings = document.paths['/api/seo/settings']!.put!;
    expect(settings.parameters).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header', required: false }));
    expect(JSON.stringify(settings.responses['412'])).toContain('"current"');
    expect(JSON.stringify(settings.responses['412'])).toContain('"updated_by"');
    const save = document.paths['/api/seo/schema-settings']!.put!;
    expect(save.parameters).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header' }));
    expect(save.responses['412']).toBeDefined();
    expect(JSON.stringify(save.responses['412'])).not.toContain('"current"');
    // An unversioned write documents no If-Match.
    expect(JSON.stringify(document.paths['/api/supplier-locations/{id}']!.delete)).not.toContain('If-Match');
  });
});
