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
  const login = await gateway.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
  return `admin_session=${login.cookies.find((c) => c.name === 'admin_session')!.value}`;
}

describe('the API reference', () => {
  it('documents every public route, and no staff route, at /api/docs/openapi.json', async () => {
    const response = await gateway.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(operations(document).sort()).toEqual(declared((route) => route.access === 'public').sort());
    expect(JSON.stringify(document)).not.toContain('x-required-role');
    const pageData = document.paths['/api/page-data/{slug}']!.get!;
    expect(pageData.parameters).toEqual([expect.objectContaining({ name: 'slug', in: 'path', required: true })]);
    expect(pageData.responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
  });

  it('shows it as a readable page with a policy that runs nothing', async () => {
    const page = await gateway.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.body).toContain('/api/page-data/{slug}');
    expect(page.body).not.toContain('<script');
  });

  it('documents every route, with the role each staff route needs, for staff only', async () => {
    for (const url of ['/api/admin/docs', '/api/admin/docs/openapi.json']) expect((await gateway.inject(url)).statusCode).toBe(401);
    const cookie = await staffCookie();
    const document = (await gateway.inject({ url: '/api/admin/docs/openapi.json', headers: { cookie } })).json() as OpenApiDocument;
    expect(operations(document).sort()).toEqual(declared(() => true).sort());
    expect(document.paths['/api/cities/{id}']!.patch).toMatchObject({ 'x-required-role': 'editor', security: [{ staffSession: [] }] });
    expect(document.paths['/api/cities/{id}']!.patch!.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
    const page = await gateway.inject({ url: '/api/admin/docs', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('staff: editor');
  });
});
