import { startTestStack, type TestStack } from '@local-seo/all-in-one/testing';
import { createPageDataClient, schemaSettingsResponseSchema, type SchemaSettings } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, eventually } from './support';

let stack: TestStack;

beforeAll(async () => {
  // No demo data: no city is active, so no city's page data carries the settings.
  stack = await startTestStack({ demoData: false });
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

interface JsonLdNode {
  '@type': string | string[];
  name?: string;
}

/** The JSON-LD nodes in a server-rendered page. */
function jsonLdOf(html: string): JsonLdNode[] {
  const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
  if (!script?.[1]) return [];
  const parsed = JSON.parse(script[1]) as JsonLdNode | { '@graph': JsonLdNode[] };
  return '@graph' in parsed ? parsed['@graph'] : [parsed];
}

/** The name of the business node in the delivery page's JSON-LD. */
async function businessName(): Promise<string | undefined> {
  const response = await fetch(`${stack.url}/delivery`);
  expect(response.status).toBe(200);
  return jsonLdOf(await response.text()).find((node) => node['@type'] !== 'BreadcrumbList')?.name;
}

describe('the delivery page with no active city', () => {
  it('builds its JSON-LD from the saved schema settings, which the gateway serves and refreshes when they change', async () => {
    expect(await (await fetch(`${stack.url}/api/cities`)).json()).toEqual([]);
    const admin = await adminSession(stack.url, stack.adminPassword);
    const current = schemaSettingsResponseSchema.parse(await admin.adminRequest('GET', '/api/seo/schema-settings'));
    const saved: SchemaSettings = {
      ...current.settings,
      businessDetails: { ...current.settings.businessDetails, officialName: 'Saved Official Name Ltd.' },
      pageTypes: { ...current.settings.pageTypes, deliveryPage: { ...current.settings.pageTypes.deliveryPage, enabled: true } },
    };
    expect(await businessName()).toBe(current.settings.businessDetails.officialName); // now cached by the gateway

    await admin.adminRequest('PUT', '/api/seo/schema-settings', saved);
    await eventually(async () => expect(await businessName()).toBe('Saved Official Name Ltd.'));

    // The standalone public site reads the same settings over HTTP, revalidated by etag.
    const client = createPageDataClient({ baseUrl: stack.url });
    const first = await client.schemaSettings();
    expect(first.data.settings?.businessDetails.officialName).toBe('Saved Official Name Ltd.');
    expect(first.etag).not.toBe('');
    expect(await client.schemaSettings()).toBe(first);
  });
});
