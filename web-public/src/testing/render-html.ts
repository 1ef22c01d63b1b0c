import type { PublicDataSource } from '../data/source';
import type { ServerManifest } from '../server/client-build';
import { renderPage, type RenderedPage } from '../server/render';

/** A path rendered by the app's router on the server, as a page would be, from `source` (no client build needed). */
export function renderHtml(path: string, source: PublicDataSource, baseUrl: string): Promise<RenderedPage> {
  const manifest = { routes: {} } as unknown as ServerManifest;
  return renderPage({ url: new URL(path, baseUrl), dataSource: source, manifest, seed: () => {} });
}
