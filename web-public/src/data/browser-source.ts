import type { DeliveryCheckAnswer, DeliveryCheckOutcome, PageData, PageSchemaSettings, PublicCity, SiteSettings } from '@local-seo/contracts';
import { fillPath, outcomeOfFollowed, publicPaths } from '@local-seo/contracts';
import { fetchApi, getJson } from './api-fetch';
import type { PublicDataSource } from './source';

/** The public API as the browser calls it; the gateway validated every answer. */
export function createBrowserDataSource(): PublicDataSource {
  return {
    async pageData(slug) {
      const response = await fetchApi(fillPath(publicPaths.pageData, { slug }));
      if (response.status === 404) return null;
      if (response.status === 410) return { kind: 'gone' };
      // This call's failure has words of its own (docs/behaviour/public-site.md#the-calls-the-browser-makes).
      if (!response.ok) throw new Error(`Failed to fetch page data: ${response.status}`);
      const page = (await response.json()) as PageData;
      return outcomeOfFollowed(slug, page, page.city);
    },
    activeCities: () => getJson<PublicCity[]>(publicPaths.activeCities),
    site: () => getJson<SiteSettings>(publicPaths.site),
    async schemaSettings() {
      try {
        return (await getJson<PageSchemaSettings>(publicPaths.schemaSettings)).settings;
      } catch {
        // Structured data is optional: a page without it is still a page.
        return null;
      }
    },
    deliveryCheck: checkDeliveryFromBrowser,
  };
}

/** The delivery check from the browser: the answer, or the refusal's status and message. */
async function checkDeliveryFromBrowser(address: string): Promise<DeliveryCheckOutcome> {
  try {
    const response = await fetchApi(fillPath(publicPaths.deliveryCheck, {}, { address }));
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.ok) return { ok: true, answer: body as DeliveryCheckAnswer };
    return { ok: false, status: response.status, message: typeof body?.message === 'string' ? body.message : deliveryCheckUnreachable };
  } catch {
    return { ok: false, status: 503, message: deliveryCheckUnreachable };
  }
}

const deliveryCheckUnreachable = 'Addresses cannot be checked right now; please try again in a few minutes, or pick your city from the list.';
