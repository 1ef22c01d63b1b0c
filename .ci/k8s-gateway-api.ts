/**
 * The Gateway API variant of the routing (k8s/components/gateway-api) in one rendering:
 *   - every HTTPRoute's parentRefs name a Gateway of the rendering, and the listener its
 *     sectionName names; the Gateway's certificates are Secrets the cluster must hold when
 *     the rendering has none;
 *   - every backendRef names a Service port that exists, and the pods behind it admit traffic
 *     from another namespace (the controller's), as an Ingress backend's must;
 *   - sample paths (the gateway's own public paths and typical pages) go through the rules
 *     of each hostname as the Gateway API orders them (an Exact match first, then the longest
 *     PathPrefix, matched by whole segments) and land where web-public's isGatewayPath says,
 *     except the crawler files whose names are patterns, which may land on web-public: it
 *     passes them on (web-public/src/server/crawler-files.ts).
 */
import { isCrawlerFile } from '../web-public/src/server/crawler-files.js';

type Json = Record<string, any>;

export interface GatewayApiContext {
  byKind(kind: string, namespace?: string): Json[];
  fail(doc: Json, message: string): void;
  externalSecrets: Set<string>;
  /** The Ingress check of the pods behind backends, given backends in the Ingress shape. */
  reachesPods(route: Json, backends: Json[]): void;
  /** Sample paths and where each must land (web-admin, gateway, web-public). */
  samples: readonly string[];
  expected(path: string): string;
}

interface RouteMatch {
  type: 'Exact' | 'PathPrefix' | string;
  value: string;
  service: string;
}

/** The Service a request for `path` reaches among a hostname's matches (Gateway API precedence). */
export function httpRouteOf(matches: readonly RouteMatch[], path: string): string | undefined {
  const exact = matches.find((m) => m.type === 'Exact' && m.value === path);
  if (exact) return exact.service;
  const prefixes = matches.filter((m) => {
    if (m.type !== 'PathPrefix') return false;
    const base = m.value.replace(/\/+$/, '');
    return base === '' || path === base || path.startsWith(`${base}/`);
  });
  return prefixes.sort((a, b) => b.value.length - a.value.length)[0]?.service;
}

export function checkGatewayApi(context: GatewayApiContext): void {
  const { byKind, fail } = context;
  for (const gateway of byKind('Gateway')) {
    for (const listener of gateway.spec?.listeners ?? []) {
      for (const ref of listener.tls?.certificateRefs ?? []) {
        const namespace = ref.namespace ?? gateway.metadata.namespace ?? '';
        if ((ref.kind ?? 'Secret') === 'Secret' && !byKind('Secret', namespace).some((s) => s.metadata.name === ref.name)) context.externalSecrets.add(`${namespace}/${ref.name} (TLS)`);
      }
    }
  }
  const byHost = new Map<string, RouteMatch[]>();
  for (const route of byKind('HTTPRoute')) {
    const namespace = route.metadata.namespace ?? '';
    for (const parent of route.spec?.parentRefs ?? []) {
      if ((parent.kind ?? 'Gateway') !== 'Gateway') continue;
      const gateway = byKind('Gateway', parent.namespace ?? namespace).find((g) => g.metadata.name === parent.name);
      if (!gateway) fail(route, `its parent Gateway ${parent.name} is not in the rendering`);
      else if (parent.sectionName && !(gateway.spec?.listeners ?? []).some((l: Json) => l.name === parent.sectionName)) fail(route, `Gateway ${parent.name} has no listener ${parent.sectionName}`);
    }
    const backends: Json[] = [];
    for (const rule of route.spec?.rules ?? []) {
      for (const ref of rule.backendRefs ?? []) {
        if ((ref.kind ?? 'Service') !== 'Service') continue;
        const service = byKind('Service', namespace).find((s) => s.metadata.name === ref.name);
        if (!service) fail(route, `backend Service ${ref.name} is not defined`);
        else if (!(service.spec?.ports ?? []).some((p: Json) => p.port === ref.port)) fail(route, `backend Service ${ref.name} has no port ${ref.port}`);
        backends.push({ service: { name: ref.name, port: { number: ref.port } } });
      }
      // Only the routes that reach the site's Services decide where a path lands (not a redirect).
      const service = rule.backendRefs?.[0]?.name;
      if (!service) continue;
      for (const host of route.spec?.hostnames ?? ['']) {
        const matches = byHost.get(host) ?? [];
        for (const match of rule.matches ?? [{ path: { type: 'PathPrefix', value: '/' } }]) matches.push({ type: match.path?.type ?? 'PathPrefix', value: match.path?.value ?? '/', service });
        byHost.set(host, matches);
      }
    }
    context.reachesPods(route, backends);
  }
  for (const [host, matches] of byHost) {
    for (const path of context.samples) {
      const got = httpRouteOf(matches, path);
      const expected = context.expected(path);
      const passedOn = expected === 'gateway' && got === 'web-public' && isCrawlerFile(path);
      if (got !== expected && !passedOn) fail({ kind: 'HTTPRoute', metadata: { name: `(host ${host || 'any'})` } }, `${path} goes to ${got ?? 'no backend'}, not ${expected}`);
    }
  }
}
