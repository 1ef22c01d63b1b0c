/**
 * Static checks of the Kubernetes manifests, no cluster needed:
 *
 *   npx tsx .ci/validate-k8s.ts k8s/overlays/dev k8s/overlays/prod
 *
 * Each argument is a kustomization directory (rendered with `kubectl kustomize`)
 * or a YAML file (`-` for stdin). Every rendered object must:
 *   - be a kind kubernetes-models knows, and pass its schema (`validate()`),
 *     with no field the schema does not know (a typo such as `readinesProbe`
 *     is otherwise silently ignored by the API server's lenient decoding);
 *   - be unique by kind, namespace and name; carry a namespace when rendered
 *     from an overlay (namespaced kinds).
 * Every workload (Deployment, StatefulSet, DaemonSet, Job, CronJob) must:
 *   - run every container as non-root, with a read-only root file system, no
 *     privilege escalation, all capabilities dropped, the RuntimeDefault
 *     seccomp profile (the "restricted" Pod Security Standard);
 *   - set CPU and memory requests and a memory limit; use a tagged image, not
 *     `latest`; use its own ServiceAccount that exists, with no token mounted;
 *   - if long-running (not a Job), have readiness and liveness probes; a
 *     Deployment's are HTTP GETs of /readyz and /healthz on a port it has;
 *   - be selected by a NetworkPolicy allow-list, besides a default-deny policy.
 * And references must resolve: ConfigMaps, ServiceAccounts, Service selectors
 * and named target ports, Ingress backends (whose pods must admit traffic
 * from another namespace, the ingress controller's), NetworkPolicy pod
 * selectors (each must match some pod, or it is a typo). Secrets that the
 * rendering does not contain are listed as what the cluster must hold (prod
 * keeps them out of git), which is not an error; those referenced with
 * `optional: true` are listed apart, as what a pod uses when the cluster has it.
 * Between the workloads of a namespace (however many services there are):
 *   - every service address a workload is given (an http(s)://<service>:<port>
 *     value in its own env or in a ConfigMap only it reads, e.g. CITIES_URL or
 *     the gateway's <NAME>_URL) names a Service port that exists, and the
 *     NetworkPolicies let the workload reach the pods behind it (its egress
 *     and their ingress);
 *   - allow-lists are two-sided: an egress rule naming pods is matched by
 *     their ingress, and an ingress rule naming pods by their egress;
 *   - a long-running workload that reads DATABASE_URL from a Secret has a
 *     migration Job running its image with the same Secret;
 *   - a PodDisruptionBudget selects a workload, and its minAvailable stays
 *     below the workload's replicas (otherwise no node can ever be drained);
 *     every workload with two or more replicas has one;
 *   - a HorizontalPodAutoscaler scales a workload that exists, on CPU
 *     utilisation (so every container requests CPU), with sane bounds, and
 *     that workload sets no replicas (each apply would reset the scale);
 *     its minReplicas counts as the workload's replicas above;
 *   - a pod labelled local-seo/nats-client reaches the NATS_URL it is given.
 * Replicas and rollouts (k8s-rollouts.ts): every Deployment has a preStop sleep, and
 * a terminationGracePeriodSeconds longer than that sleep + SHUTDOWN_DRAIN_MS + the
 * time the process gives in-flight work; the NATS servers stop in lame-duck mode
 * (preStop `--signal ldm=` to nats.conf's pid_file, a grace period longer than
 * lame-duck); every NATS user that is a component (web-public, the gateway, the
 * services, nats-setup) is that workload's NATS_USER; the prod overlay runs two
 * or more of every Deployment.
 * Secrets and trust: no secret-named variable (…PASSWORD, …_KEY, …TOKEN) is written
 * in an env value or a ConfigMap; TRUST_PROXY is never "true"; every NATS client
 * signs in as its own user of the nats-config ConfigMap, its password from the Secret
 * key nats-server reads, and the NATS servers read that Secret.
 * The public routes: sample paths (the gateway's own public paths, from its
 * route table, and typical pages) go through the Ingress rules as
 * ingress-nginx matches them and must land where web-public's isGatewayPath
 * says: /admin on web-admin, the gateway's paths on the gateway, the rest on
 * web-public.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import * as models from 'kubernetes-models';
import * as gatewayApiModels from '@kubernetes-models/gateway-api';
import { parseAllDocuments } from 'yaml';
import { proxiedRoutes } from '../gateway/src/routing/route-table.js';
import { isGatewayPath } from '../web-public/src/server/paths.js';
import { checkRollouts } from './k8s-rollouts.js';
import { checkGatewayApi } from './k8s-gateway-api.js';

type Json = Record<string, any>;
interface ModelClass {
  apiVersion: string;
  kind: string;
  new (data: Json): { validate(): void };
}

/** apiVersion/kind -> model class, found by walking the package's namespaces. */
function modelRegistry(): Map<string, ModelClass> {
  const registry = new Map<string, ModelClass>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 3 || value === null || (typeof value !== 'object' && typeof value !== 'function')) return;
    const candidate = value as Partial<ModelClass>;
    if (typeof value === 'function' && typeof candidate.apiVersion === 'string' && typeof candidate.kind === 'string') {
      registry.set(`${candidate.apiVersion}/${candidate.kind}`, value as ModelClass);
      return;
    }
    if (typeof value === 'object') for (const child of Object.values(value)) walk(child, depth + 1);
  };
  walk(models, 0);
  walk(gatewayApiModels, 0);
  return registry;
}

/**
 * Runs the model's validator on a proxy that records which properties the
 * schema looks at. The compiled validators read each property their schema
 * declares (and iterate maps), so a property never read is one the schema
 * does not have.
 */
function unknownFields(Model: ModelClass, doc: Json): string[] {
  const seen = new WeakMap<object, Set<PropertyKey>>();
  const proxies = new WeakMap<object, object>();
  const track = (target: any): any => {
    if (target === null || typeof target !== 'object') return target;
    const existing = proxies.get(target);
    if (existing) return existing;
    const reads = new Set<PropertyKey>();
    seen.set(target, reads);
    const proxy = new Proxy(target, {
      get(t, key, receiver) {
        reads.add(key);
        return track(Reflect.get(t, key, receiver));
      },
      has(t, key) {
        reads.add(key);
        return Reflect.has(t, key);
      },
      getOwnPropertyDescriptor(t, key) {
        reads.add(key);
        return Reflect.getOwnPropertyDescriptor(t, key);
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };
  const copy = structuredClone(doc);
  Model.prototype.validate.call(track(copy));
  const unknown: string[] = [];
  const visit = (value: any, path: string) => {
    if (value === null || typeof value !== 'object') return;
    const reads = seen.get(value);
    if (!reads) return; // never reached by the validator: a free-form value
    for (const key of Object.keys(value)) {
      const childPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
      if (!reads.has(key) && !Array.isArray(value)) unknown.push(childPath);
      else visit(value[key], childPath);
    }
  };
  visit(copy, '');
  return unknown.map((path) => path.replace(/^\./, ''));
}

const clusterScoped = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'IngressClass',
  'PriorityClass',
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
]);

const workloadKinds = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job', 'CronJob']);

function podTemplate(doc: Json): Json | undefined {
  if (doc.kind === 'CronJob') return doc.spec?.jobTemplate?.spec?.template;
  return doc.spec?.template;
}

function matches(selector: Record<string, string> | undefined, labels: Record<string, string> | undefined): boolean {
  if (!selector) return false;
  return Object.entries(selector).every(([key, value]) => labels?.[key] === value);
}

/** A NetworkPolicy podSelector (matchLabels only; matchExpressions are not used here). */
function selects(policy: Json, labels: Record<string, string> | undefined): boolean {
  const selector = policy.spec?.podSelector ?? {};
  if (selector.matchExpressions?.length) return false;
  return matches(selector.matchLabels ?? {}, labels);
}

interface Report {
  errors: string[];
  externalSecrets: Set<string>;
  optionalSecrets: Set<string>;
}

type Labels = Record<string, string> | undefined;

/** A label selector with matchLabels only (matchExpressions are not used here and never match). */
function selectorMatches(selector: Json | undefined, labels: Labels): boolean {
  if (!selector) return false;
  if (selector.matchExpressions?.length) return false;
  return matches(selector.matchLabels ?? {}, labels);
}

/** A NetworkPolicy peer that stands for pods of the policy's own namespace. */
function peerSelectsPod(peer: Json, labels: Labels): boolean {
  if (peer.ipBlock || peer.namespaceSelector || !peer.podSelector) return false;
  return selectorMatches(peer.podSelector, labels);
}

interface PodPort {
  number: number;
  name?: string;
}

function portAllowed(rulePorts: Json[] | undefined, port: PodPort): boolean {
  if (!rulePorts?.length) return true;
  return rulePorts.some((p) => {
    if ((p.protocol ?? 'TCP') !== 'TCP') return false;
    if (p.port === undefined) return true;
    if (typeof p.port === 'string') return p.port === port.name;
    return p.endPort !== undefined ? port.number >= p.port && port.number <= p.endPort : p.port === port.number;
  });
}

function policyTypes(policy: Json): string[] {
  return policy.spec?.policyTypes ?? ['Ingress', ...(policy.spec?.egress ? ['Egress'] : [])];
}

/**
 * Whether the policies let traffic out of (Egress) or into (Ingress) a pod
 * with `self` labels, from or to a pod with `peer` labels on `port`: a pod no
 * policy selects for that direction is open; otherwise some rule must allow it.
 */
function policyAllows(policies: Json[], direction: 'Ingress' | 'Egress', self: Labels, peer: Labels, port: PodPort): boolean {
  const applicable = policies.filter((p) => selects(p, self) && policyTypes(p).includes(direction));
  if (applicable.length === 0) return true;
  return applicable.some((p) =>
    ((direction === 'Ingress' ? p.spec?.ingress : p.spec?.egress) ?? []).some((rule: Json) => {
      const peers: Json[] | undefined = direction === 'Ingress' ? rule.from : rule.to;
      const peerOk = !peers?.length || peers.some((candidate) => peerSelectsPod(candidate, peer));
      return peerOk && portAllowed(rule.ports, port);
    }),
  );
}

/** Why a container's probe is not an HTTP GET of `path` on one of its ports (undefined when it is). */
function httpProbeProblem(container: Json, probe: 'readinessProbe' | 'livenessProbe', path: string): string | undefined {
  const httpGet = container[probe]?.httpGet;
  if (!httpGet) return `${probe} is not an httpGet of ${path}`;
  if (httpGet.path !== path) return `${probe} checks ${httpGet.path ?? '/'}, not ${path}`;
  const ports: Json[] = container.ports ?? [];
  const known = ports.some((p) => (typeof httpGet.port === 'string' ? p.name === httpGet.port : p.containerPort === httpGet.port));
  return known ? undefined : `${probe} port ${httpGet.port} is none of the container's ports`;
}

/** What is wrong with an autoscaler of `target`: bounds, metric, CPU requests, a replicas field. */
function autoscalerProblems(hpa: Json, target: Json): string[] {
  const problems: string[] = [];
  const min = hpa.spec?.minReplicas ?? 1;
  const max = hpa.spec?.maxReplicas;
  if (typeof max !== 'number' || max < min) problems.push(`maxReplicas ${max} is below minReplicas ${min}`);
  const cpu = (hpa.spec?.metrics ?? []).some(
    (m: Json) => m.type === 'Resource' && m.resource?.name === 'cpu' && m.resource?.target?.type === 'Utilization' && m.resource.target.averageUtilization > 0,
  );
  if (!cpu) problems.push('has no CPU utilisation metric (type Resource, cpu, Utilization)');
  for (const container of podTemplate(target)?.spec?.containers ?? []) {
    if (!container.resources?.requests?.cpu) problems.push(`container ${container.name} of ${target.metadata.name} requests no CPU, so its utilisation is undefined`);
  }
  if (target.spec?.replicas !== undefined) {
    problems.push(`${target.kind}/${target.metadata.name} sets replicas (${target.spec.replicas}): every apply would reset the autoscaler's choice; leave it out`);
  }
  return problems;
}

/** A variable's literal value for a workload: its own env, else the ConfigMaps it reads whole (envFrom). */
function envValue(workload: Json, name: string, configMaps: Json[]): string | undefined {
  for (const container of podTemplate(workload)?.spec?.containers ?? []) {
    const own = (container.env ?? []).find((v: Json) => v.name === name && typeof v.value === 'string');
    if (own) return own.value;
    for (const source of container.envFrom ?? []) {
      const data = configMaps.find((c) => c.metadata.name === source.configMapRef?.name)?.data ?? {};
      if (typeof data[name] === 'string') return data[name];
    }
  }
  return undefined;
}

/**
 * The pods behind each Ingress backend must admit traffic from another
 * namespace (the ingress controller's) on their port: otherwise the default
 * deny drops every request.
 */
function checkIngressReachesPods(ingress: Json, backends: Json[], workloads: Json[], services: Json[], policies: Json[], fail: (doc: Json, message: string) => void) {
  const namespace = ingress.metadata.namespace ?? '';
  for (const backend of backends) {
    const service = services.find((s) => s.metadata.name === backend?.service?.name);
    const servicePort = (service?.spec?.ports ?? []).find((p: Json) =>
      backend.service.port?.name !== undefined ? p.name === backend.service.port.name : p.port === backend.service.port?.number,
    );
    if (!service || !servicePort) continue; // reported above
    const pods = workloads.filter((w) => (w.metadata.namespace ?? '') === namespace && matches(service.spec?.selector, podTemplate(w)?.metadata?.labels));
    for (const pod of pods) {
      const labels = podTemplate(pod)?.metadata?.labels;
      const port = (podTemplate(pod)?.spec?.containers ?? [])
        .flatMap((c: Json) => (c.ports ?? []) as Json[])
        .find((p: Json) => p.name === servicePort.targetPort || p.containerPort === servicePort.targetPort);
      if (!port) continue;
      const applicable = policies.filter((p) => selects(p, labels) && policyTypes(p).includes('Ingress'));
      const admitted =
        applicable.length === 0 ||
        applicable.some((p) =>
          (p.spec?.ingress ?? []).some(
            (rule: Json) =>
              (!rule.from?.length || rule.from.some((peer: Json) => peer.namespaceSelector)) &&
              portAllowed(rule.ports, { number: port.containerPort, name: port.name }),
          ),
        );
      if (!admitted) fail(ingress, `backend ${service.metadata.name}: no NetworkPolicy admits the ingress controller's namespace to ${pod.metadata.name}:${port.containerPort}`);
    }
  }
}

interface IngressPath {
  path: string;
  pathType: string;
  service: string;
}

/**
 * The Service ingress-nginx sends `path` to among a host's paths. With
 * use-regex (or rewrite-target) on any Ingress of the host, every path is a
 * case-insensitive regular expression anchored at the start, tried longest
 * first; otherwise Exact, then the longest Prefix (by path element), or a
 * plain prefix for ImplementationSpecific.
 */
function routeOf(paths: IngressPath[], regex: boolean, path: string): string | undefined {
  if (regex) {
    const ordered = [...paths].sort((a, b) => b.path.length - a.path.length);
    return ordered.find((p) => new RegExp(`^${p.path}`, 'i').test(path))?.service;
  }
  const exact = paths.find((p) => p.pathType === 'Exact' && p.path === path);
  if (exact) return exact.service;
  const prefixes = paths.filter((p) => {
    if (p.pathType === 'Exact') return false;
    if (p.pathType === 'ImplementationSpecific') return path.startsWith(p.path);
    const base = p.path.replace(/\/+$/, '');
    return base === '' || path === base || path.startsWith(`${base}/`);
  });
  return prefixes.sort((a, b) => b.path.length - a.path.length)[0]?.service;
}

/**
 * Sample paths through each host's Ingress rules: the gateway's own public
 * paths (its route table, parameters filled in) and typical pages must land
 * where web-public's isGatewayPath expects. Only where the rendering has the
 * three Services (the whole product).
 */
const gatewayOwnPaths = proxiedRoutes.filter((r) => r.method === 'GET' && !r.path.startsWith('/api')).map((r) => r.path.replace(/:[A-Za-z]+/g, '0a1b2c3d'));
/** Sample paths for the routing checks (Ingress, Gateway API): the gateway's own public paths and typical pages. */
const publicSamples = [
  ...gatewayOwnPaths,
  ...['/api', '/api/cities', '/api/admin/login', '/admin', '/admin/', '/admin/cities', '/admin/assets/index-1a2b.js'],
  ...['/', '/barrie', '/delivery', '/assets/index-1a2b.js', '/apiary', '/administrator', '/barrie/notes.txt', '/sitemaps/1'],
];
/** Where each path must land, as web-public's code decides it. */
const expectedService = (path: string) => (path === '/admin' || path.startsWith('/admin/') ? 'web-admin' : isGatewayPath(path) ? 'gateway' : 'web-public');

function checkPublicRoutes(ingresses: Json[], services: Json[], errors: string[], source: string) {
  const names = new Set(services.map((s) => s.metadata.name));
  if (!['gateway', 'web-public', 'web-admin'].every((n) => names.has(n)) || ingresses.length === 0) return;
  const gatewayOwn = gatewayOwnPaths;
  const samples = publicSamples;
  const expected = expectedService;
  // The two pieces of code must agree before the Ingress can follow them.
  for (const path of gatewayOwn.filter((p) => !isGatewayPath(p))) {
    errors.push(`${source}: the gateway serves ${path}, but isGatewayPath (web-public/src/server/paths.ts) does not leave it to the gateway`);
  }
  const hosts = new Set<string>(ingresses.flatMap((i) => (i.spec?.rules ?? []).map((r: Json) => r.host ?? '')));
  for (const host of hosts) {
    const ofHost = ingresses.filter((i) => (i.spec?.rules ?? []).some((r: Json) => (r.host ?? '') === host));
    const regex = ofHost.some((i) => {
      const annotations = i.metadata.annotations ?? {};
      return annotations['nginx.ingress.kubernetes.io/use-regex'] === 'true' || annotations['nginx.ingress.kubernetes.io/rewrite-target'] !== undefined;
    });
    const paths: IngressPath[] = ofHost.flatMap((i) =>
      (i.spec.rules as Json[])
        .filter((r) => (r.host ?? '') === host)
        .flatMap((r) => (r.http?.paths ?? []).map((p: Json) => ({ path: p.path ?? '/', pathType: p.pathType, service: p.backend?.service?.name }))),
    );
    for (const path of samples) {
      const got = routeOf(paths, regex, path);
      if (got !== expected(path)) errors.push(`${source}: Ingress host "${host}": ${path} goes to ${got ?? 'no backend'}, not ${expected(path)}`);
    }
  }
}

/**
 * The base file an object most likely comes from (k8s/base/<its app name>.yaml), named
 * in its messages; the rendering itself keeps no origin.
 */
function manifestOf(target: string, fromOverlay: boolean): (doc: Json) => string | undefined {
  const base = fromOverlay ? resolve(target, '../../base') : resolve(target);
  return (doc) => {
    const name = doc.metadata?.labels?.['app.kubernetes.io/name'] ?? doc.metadata?.name;
    const file = join(base, `${name}.yaml`);
    return existsSync(file) ? relative(dirname(dirname(base)), file) : undefined;
  };
}

function checkRendering(source: string, docs: Json[], fromOverlay: boolean, registry: Map<string, ModelClass>): Report {
  const errors: string[] = [];
  const externalSecrets = new Set<string>();
  const optionalSecrets = new Set<string>();
  const id = (doc: Json) => `${doc.kind}/${doc.metadata?.namespace ? `${doc.metadata.namespace}/` : ''}${doc.metadata?.name}`;
  const manifest = manifestOf(source, fromOverlay);
  const fail = (doc: Json, message: string) => {
    const file = manifest(doc);
    errors.push(`${source}: ${id(doc)}: ${message}${file ? ` (${file})` : ''}`);
  };

  // --- each object against its schema
  const seenIds = new Set<string>();
  for (const doc of docs) {
    if (!doc.apiVersion || !doc.kind || !doc.metadata?.name) {
      errors.push(`${source}: an object without apiVersion, kind or metadata.name: ${JSON.stringify(doc).slice(0, 120)}`);
      continue;
    }
    if (seenIds.has(id(doc))) fail(doc, 'defined twice');
    seenIds.add(id(doc));
    if (fromOverlay && !clusterScoped.has(doc.kind) && !doc.metadata.namespace) fail(doc, 'has no namespace (the overlay should set one)');
    const Model = registry.get(`${doc.apiVersion}/${doc.kind}`);
    if (!Model) {
      fail(doc, `unknown kind ${doc.apiVersion}/${doc.kind} (kubernetes-models has no schema for it)`);
      continue;
    }
    try {
      new Model(doc).validate();
    } catch (error) {
      fail(doc, `schema: ${(error as Error).message}`);
      continue;
    }
    for (const path of unknownFields(Model, doc)) fail(doc, `unknown field ${path}`);
  }

  const byKind = (kind: string, namespace?: string) =>
    docs.filter((d) => d.kind === kind && (namespace === undefined || (d.metadata?.namespace ?? '') === namespace));
  const names = (kind: string, namespace: string) => new Set(byKind(kind, namespace).map((d) => d.metadata.name as string));

  // --- workloads: security, resources, probes, identity, network policy
  const workloads = docs.filter((d) => workloadKinds.has(d.kind));
  for (const doc of workloads) {
    const namespace = doc.metadata.namespace ?? '';
    const template = podTemplate(doc);
    const pod = template?.spec;
    if (!pod) {
      fail(doc, 'has no pod template');
      continue;
    }
    const longRunning = doc.kind !== 'Job' && doc.kind !== 'CronJob';
    const podSecurity = pod.securityContext ?? {};
    if (!pod.serviceAccountName || pod.serviceAccountName === 'default') fail(doc, 'runs as the default ServiceAccount (give it its own)');
    else if (!names('ServiceAccount', namespace).has(pod.serviceAccountName)) fail(doc, `ServiceAccount ${pod.serviceAccountName} is not defined`);
    if (pod.automountServiceAccountToken !== false) fail(doc, 'mounts a ServiceAccount token (set automountServiceAccountToken: false)');
    if (pod.hostNetwork || pod.hostPID || pod.hostIPC) fail(doc, 'uses a host namespace');

    const containers: Json[] = [...(pod.initContainers ?? []), ...(pod.containers ?? [])];
    for (const container of containers) {
      const where = `container ${container.name}`;
      const security = container.securityContext ?? {};
      const runAsNonRoot = security.runAsNonRoot ?? podSecurity.runAsNonRoot;
      const runAsUser = security.runAsUser ?? podSecurity.runAsUser;
      if (runAsNonRoot !== true) fail(doc, `${where}: runAsNonRoot is not true`);
      if (runAsUser === 0) fail(doc, `${where}: runAsUser is 0 (root)`);
      if (security.readOnlyRootFilesystem !== true) fail(doc, `${where}: readOnlyRootFilesystem is not true`);
      if (security.allowPrivilegeEscalation !== false) fail(doc, `${where}: allowPrivilegeEscalation is not false`);
      if (security.privileged) fail(doc, `${where}: is privileged`);
      if (!(security.capabilities?.drop ?? []).includes('ALL')) fail(doc, `${where}: does not drop ALL capabilities`);
      if ((security.capabilities?.add ?? []).length > 0) fail(doc, `${where}: adds capabilities`);
      const seccomp = security.seccompProfile?.type ?? podSecurity.seccompProfile?.type;
      if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost') fail(doc, `${where}: no RuntimeDefault seccomp profile`);

      const { requests = {}, limits = {} } = container.resources ?? {};
      if (!requests.cpu || !requests.memory) fail(doc, `${where}: no CPU and memory requests`);
      if (!limits.memory) fail(doc, `${where}: no memory limit`);

      const image: string = container.image ?? '';
      const tagged = image.includes('@') || /:[^/]+$/.test(image);
      if (!tagged || image.endsWith(':latest')) fail(doc, `${where}: image "${image}" has no fixed tag (set it in the overlay's images:)`);

      const isInit = (pod.initContainers ?? []).includes(container);
      if (longRunning && !isInit) {
        if (!container.readinessProbe) fail(doc, `${where}: no readinessProbe`);
        if (!container.livenessProbe) fail(doc, `${where}: no livenessProbe`);
      }
      if (doc.kind === 'Deployment' && !isInit) {
        for (const [probe, path] of [['readinessProbe', '/readyz'], ['livenessProbe', '/healthz']] as const) {
          const problem = httpProbeProblem(container, probe, path);
          if (problem) fail(doc, `${where}: ${problem}`);
        }
      }

      // references to ConfigMaps and Secrets
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef && !source.configMapRef.optional && !names('ConfigMap', namespace).has(source.configMapRef.name)) {
          fail(doc, `${where}: ConfigMap ${source.configMapRef.name} is not defined`);
        }
        if (source.secretRef && !names('Secret', namespace).has(source.secretRef.name)) externalSecrets.add(`${namespace}/${source.secretRef.name}`);
      }
      for (const variable of container.env ?? []) {
        const cm = variable.valueFrom?.configMapKeyRef;
        if (cm && !cm.optional) {
          const configMap = byKind('ConfigMap', namespace).find((d) => d.metadata.name === cm.name);
          if (!configMap) fail(doc, `${where}: ConfigMap ${cm.name} (env ${variable.name}) is not defined`);
          else if (!(cm.key in (configMap.data ?? {}))) fail(doc, `${where}: ConfigMap ${cm.name} has no key ${cm.key}`);
        }
        const secret = variable.valueFrom?.secretKeyRef;
        if (secret) {
          const found = byKind('Secret', namespace).find((d) => d.metadata.name === secret.name);
          if (!found) (secret.optional ? optionalSecrets : externalSecrets).add(`${namespace}/${secret.name} (key ${secret.key})`);
          else if (!(secret.key in { ...(found.data ?? {}), ...(found.stringData ?? {}) })) {
            fail(doc, `${where}: Secret ${secret.name} has no key ${secret.key}`);
          }
        }
      }
    }
    for (const volume of pod.volumes ?? []) {
      if (volume.hostPath) fail(doc, `volume ${volume.name}: hostPath`);
      if (volume.configMap && !volume.configMap.optional && !names('ConfigMap', namespace).has(volume.configMap.name)) {
        fail(doc, `volume ${volume.name}: ConfigMap ${volume.configMap.name} is not defined`);
      }
      if (volume.secret && !names('Secret', namespace).has(volume.secret.secretName)) externalSecrets.add(`${namespace}/${volume.secret.secretName}`);
    }

    // network policy: default deny plus an allow-list for this pod
    const policies = byKind('NetworkPolicy', namespace);
    const labels = template.metadata?.labels;
    const allowLists = policies.filter((p) => Object.keys(p.spec?.podSelector?.matchLabels ?? {}).length > 0 && selects(p, labels));
    if (allowLists.length === 0) fail(doc, 'no NetworkPolicy allow-list selects its pods');
  }

  // --- default deny in every namespace that runs workloads
  for (const namespace of new Set(workloads.map((d) => d.metadata.namespace ?? ''))) {
    const denyAll = byKind('NetworkPolicy', namespace).some((p) => {
      const selector = p.spec?.podSelector ?? {};
      const everyPod = Object.keys(selector.matchLabels ?? {}).length === 0 && !(selector.matchExpressions ?? []).length;
      const types: string[] = p.spec?.policyTypes ?? [];
      return everyPod && types.includes('Ingress') && types.includes('Egress') && !p.spec?.ingress?.length && !p.spec?.egress?.length;
    });
    if (!denyAll) errors.push(`${source}: namespace "${namespace}" has no default-deny NetworkPolicy (podSelector {}, Ingress and Egress, no rules)`);
  }

  // --- Services select pods and name ports that exist
  for (const service of byKind('Service')) {
    const namespace = service.metadata.namespace ?? '';
    const selector = service.spec?.selector;
    if (!selector) continue; // a Service without selector is wired by hand
    const pods = workloads.filter((w) => (w.metadata.namespace ?? '') === namespace && matches(selector, podTemplate(w)?.metadata?.labels));
    if (pods.length === 0) {
      fail(service, `its selector ${JSON.stringify(selector)} matches no workload`);
      continue;
    }
    const containerPorts = new Set<string>(
      pods.flatMap((w) => (podTemplate(w)?.spec?.containers ?? []).flatMap((c: Json) => (c.ports ?? []).map((p: Json) => p.name))),
    );
    for (const port of service.spec?.ports ?? []) {
      if (typeof port.targetPort === 'string' && !containerPorts.has(port.targetPort)) {
        fail(service, `targetPort "${port.targetPort}" is no container port name of the selected pods`);
      }
    }
  }

  // --- Ingress backends exist
  for (const ingress of byKind('Ingress')) {
    const namespace = ingress.metadata.namespace ?? '';
    const backends: Json[] = [
      ...(ingress.spec?.defaultBackend ? [ingress.spec.defaultBackend] : []),
      ...(ingress.spec?.rules ?? []).flatMap((rule: Json) => (rule.http?.paths ?? []).map((path: Json) => path.backend)),
    ];
    for (const backend of backends) {
      if (!backend?.service) continue;
      const service = byKind('Service', namespace).find((s) => s.metadata.name === backend.service.name);
      if (!service) {
        fail(ingress, `backend Service ${backend.service.name} is not defined`);
        continue;
      }
      const port = backend.service.port ?? {};
      const ok = (service.spec?.ports ?? []).some((p: Json) => (port.name !== undefined ? p.name === port.name : p.port === port.number));
      if (!ok) fail(ingress, `backend Service ${backend.service.name} has no port ${port.name ?? port.number}`);
    }
    for (const tls of ingress.spec?.tls ?? []) if (tls.secretName && !names('Secret', namespace).has(tls.secretName)) externalSecrets.add(`${namespace}/${tls.secretName} (TLS)`);
    checkIngressReachesPods(ingress, backends, workloads, byKind('Service', namespace), byKind('NetworkPolicy', namespace), fail);
  }
  checkPublicRoutes(byKind('Ingress'), byKind('Service'), errors, source);
  checkGatewayApi({
    byKind,
    fail,
    externalSecrets,
    reachesPods: (route, backends) => checkIngressReachesPods(route, backends, workloads, byKind('Service', route.metadata.namespace ?? ''), byKind('NetworkPolicy', route.metadata.namespace ?? ''), fail),
    samples: publicSamples,
    expected: expectedService,
  });

  // --- NetworkPolicy selectors match pods (an unmatched one is a typo or a leftover)
  for (const policy of byKind('NetworkPolicy')) {
    const namespace = policy.metadata.namespace ?? '';
    const podLabels = workloads.filter((w) => (w.metadata.namespace ?? '') === namespace).map((w) => podTemplate(w)?.metadata?.labels);
    const selector = policy.spec?.podSelector ?? {};
    const everyPod = Object.keys(selector.matchLabels ?? {}).length === 0 && !(selector.matchExpressions ?? []).length;
    if (!everyPod && !podLabels.some((labels) => selects(policy, labels))) fail(policy, `its podSelector ${JSON.stringify(selector)} matches no pod`);
    for (const rule of [...(policy.spec?.ingress ?? []).flatMap((r: Json) => r.from ?? []), ...(policy.spec?.egress ?? []).flatMap((r: Json) => r.to ?? [])]) {
      if (!rule.podSelector || rule.namespaceSelector || rule.ipBlock) continue;
      if (!podLabels.some((labels) => peerSelectsPod(rule, labels))) fail(policy, `its peer ${JSON.stringify(rule.podSelector)} matches no pod`);
    }
  }

  checkWiring(workloads, byKind, fail);
  checkSecretsAndTrust(workloads, byKind, fail);
  const prod = fromOverlay && basename(resolve(source)) === 'prod';
  checkRollouts(docs, { prod, target: source }, fail);

  return { errors, externalSecrets, optionalSecrets };
}

/** How the workloads of each namespace reach each other: addresses, allow-lists, migrations, disruption budgets. */
function checkWiring(
  workloads: Json[],
  byKind: (kind: string, namespace?: string) => Json[],
  fail: (doc: Json, message: string) => void,
) {
  const labelsOf = (w: Json): Labels => podTemplate(w)?.metadata?.labels;
  const containersOf = (w: Json): Json[] => podTemplate(w)?.spec?.containers ?? [];
  const podPorts = (w: Json): PodPort[] =>
    containersOf(w).flatMap((c) => (c.ports ?? []).map((p: Json) => ({ number: p.containerPort, name: p.name })));
  const longRunning = workloads.filter((w) => w.kind !== 'Job' && w.kind !== 'CronJob');
  const envFromNames = (w: Json): string[] =>
    containersOf(w).flatMap((c) => (c.envFrom ?? []).map((source: Json) => source.configMapRef?.name).filter(Boolean));

  for (const namespace of new Set(workloads.map((w) => w.metadata.namespace ?? ''))) {
    const policies = byKind('NetworkPolicy', namespace);
    const inNamespace = longRunning.filter((w) => (w.metadata.namespace ?? '') === namespace);
    const canConnect = (from: Json, to: Json, port: PodPort) =>
      policyAllows(policies, 'Egress', labelsOf(from), labelsOf(to), port) && policyAllows(policies, 'Ingress', labelsOf(to), labelsOf(from), port);

    // --- service addresses: http(s)://<service>[.<namespace>...]:<port> in a workload's own configuration
    const readers = new Map<string, number>();
    for (const w of inNamespace) for (const name of new Set(envFromNames(w))) readers.set(name, (readers.get(name) ?? 0) + 1);
    for (const w of inNamespace) {
      const ownConfigMaps = envFromNames(w).filter((name) => readers.get(name) === 1);
      const values: Array<[string, string]> = [
        ...containersOf(w).flatMap((c) => (c.env ?? []).filter((v: Json) => typeof v.value === 'string').map((v: Json) => [v.name, v.value] as [string, string])),
        ...ownConfigMaps.flatMap((name) =>
          Object.entries(byKind('ConfigMap', namespace).find((d) => d.metadata.name === name)?.data ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
        ),
      ];
      for (const [variable, value] of values) {
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          continue;
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
        const [host, hostNamespace, svc] = url.hostname.split('.');
        if (hostNamespace !== undefined && (hostNamespace !== namespace || (svc !== undefined && svc !== 'svc'))) continue;
        const service = byKind('Service', namespace).find((d) => d.metadata.name === host);
        if (!service) continue; // not an in-cluster address of this rendering
        const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
        const servicePort = (service.spec?.ports ?? []).find((p: Json) => p.port === port);
        if (!servicePort) {
          fail(w, `${variable}=${value}: Service ${host} has no port ${port}`);
          continue;
        }
        const targets = inNamespace.filter((t) => t !== w && matches(service.spec?.selector, labelsOf(t)));
        for (const target of targets) {
          const targetPort = servicePort.targetPort ?? servicePort.port;
          const podPort = podPorts(target).find((p) => (typeof targetPort === 'string' ? p.name === targetPort : p.number === targetPort));
          if (!podPort) continue; // reported with the Service checks
          if (!canConnect(w, target, podPort)) {
            fail(w, `${variable}=${value}: the NetworkPolicies do not let it reach ${target.kind}/${target.metadata.name} on ${podPort.number} (its egress, or their ingress)`);
          }
        }
      }
    }

    // --- allow-lists are two-sided
    for (const policy of policies) {
      for (const [direction, rules] of [['Egress', policy.spec?.egress], ['Ingress', policy.spec?.ingress]] as const) {
        for (const rule of (rules ?? []) as Json[]) {
          const peers: Json[] = (direction === 'Egress' ? rule.to : rule.from) ?? [];
          for (const self of inNamespace.filter((w) => selects(policy, labelsOf(w)))) {
            for (const other of inNamespace.filter((w) => peers.some((peer) => peerSelectsPod(peer, labelsOf(w))))) {
              const ports = (direction === 'Egress' ? podPorts(other) : podPorts(self)).filter((p) => portAllowed(rule.ports, p));
              for (const port of ports) {
                const [from, to] = direction === 'Egress' ? [self, other] : [other, self];
                const counterpart = direction === 'Egress' ? 'Ingress' : 'Egress';
                const allowed =
                  counterpart === 'Ingress'
                    ? policyAllows(policies, 'Ingress', labelsOf(to), labelsOf(from), port)
                    : policyAllows(policies, 'Egress', labelsOf(from), labelsOf(to), port);
                if (!allowed) {
                  fail(
                    policy,
                    direction === 'Egress'
                      ? `lets ${from.metadata.name} call ${to.metadata.name}:${port.number}, but no ingress rule of ${to.metadata.name} admits it`
                      : `admits ${from.metadata.name} to ${to.metadata.name}:${port.number}, but no egress rule of ${from.metadata.name} lets it out`,
                  );
                }
              }
            }
          }
        }
      }
    }

    // --- a service with a database has its migration Job
    const jobs = workloads.filter((w) => w.kind === 'Job' && (w.metadata.namespace ?? '') === namespace);
    for (const w of inNamespace) {
      for (const container of containersOf(w)) {
        const database = (container.env ?? []).find((v: Json) => v.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.name;
        if (!database) continue;
        const migrates = jobs.some((job) =>
          containersOf(job).some(
            (c) =>
              c.image === container.image &&
              (c.command ?? []).concat(c.args ?? []).some((part: string) => /migrate/.test(part)) &&
              (c.env ?? []).some((v: Json) => v.name === 'DATABASE_URL' && v.valueFrom?.secretKeyRef?.name === database),
          ),
        );
        if (!migrates) fail(w, `container ${container.name} reads DATABASE_URL from Secret ${database}, but no Job runs its migrations (image ${container.image}, same Secret)`);
      }
    }

    // --- autoscalers scale a workload that exists, on CPU, and own its replicas
    const autoscalers = byKind('HorizontalPodAutoscaler', namespace);
    const scaledBy = new Map<Json, Json>();
    for (const hpa of autoscalers) {
      const ref = hpa.spec?.scaleTargetRef ?? {};
      const target = inNamespace.find((w) => w.kind === ref.kind && w.metadata.name === ref.name && w.apiVersion === ref.apiVersion);
      if (!target) {
        fail(hpa, `scaleTargetRef ${ref.apiVersion}/${ref.kind}/${ref.name} is no workload of this namespace`);
        continue;
      }
      if (scaledBy.has(target)) fail(hpa, `${target.kind}/${target.metadata.name} is scaled by another autoscaler too`);
      scaledBy.set(target, hpa);
      for (const problem of autoscalerProblems(hpa, target)) fail(hpa, problem);
    }
    const replicasOf = (w: Json): number => scaledBy.get(w)?.spec?.minReplicas ?? w.spec?.replicas ?? 1;

    // --- disruption budgets select something and leave room for a drain
    const budgets = byKind('PodDisruptionBudget', namespace);
    for (const budget of budgets) {
      const selected = inNamespace.filter((w) => selectorMatches(budget.spec?.selector, labelsOf(w)));
      if (selected.length === 0) {
        fail(budget, `its selector ${JSON.stringify(budget.spec?.selector)} matches no workload`);
        continue;
      }
      const { minAvailable, maxUnavailable } = budget.spec ?? {};
      const replicas = selected.reduce((sum, w) => sum + replicasOf(w), 0);
      if (typeof minAvailable === 'number' && minAvailable >= replicas) {
        fail(budget, `minAvailable ${minAvailable} with ${replicas} replica(s): no pod may ever be evicted, so node drains hang`);
      }
      if (minAvailable === '100%' || maxUnavailable === 0 || maxUnavailable === '0%') {
        fail(budget, 'allows no eviction at all, so node drains hang');
      }
    }
    for (const w of inNamespace) {
      const replicas = replicasOf(w);
      if (replicas > 1 && !budgets.some((b) => selectorMatches(b.spec?.selector, labelsOf(w)))) {
        fail(w, `runs ${replicas} replicas but no PodDisruptionBudget selects its pods (a drain could take them all at once)`);
      }
    }

    // --- NATS clients reach the NATS_URL they are given
    for (const w of workloads.filter((x) => (x.metadata.namespace ?? '') === namespace && labelsOf(x)?.['local-seo/nats-client'] === 'true')) {
      const natsUrl = envValue(w, 'NATS_URL', byKind('ConfigMap', namespace));
      if (!natsUrl) {
        fail(w, 'is labelled local-seo/nats-client but has no NATS_URL');
        continue;
      }
      for (const server of natsUrl.split(',')) {
        const url = new URL(server.trim());
        const service = byKind('Service', namespace).find((d) => d.metadata.name === url.hostname.split('.')[0]);
        if (!service) continue; // NATS outside this namespace: its policy is the operator's (k8s/README.md)
        const servicePort = (service.spec?.ports ?? []).find((p: Json) => p.port === Number(url.port || 4222));
        if (!servicePort) {
          fail(w, `NATS_URL=${server}: Service ${service.metadata.name} has no port ${url.port || 4222}`);
          continue;
        }
        for (const target of inNamespace.filter((t) => matches(service.spec?.selector, labelsOf(t)))) {
          const podPort = podPorts(target).find((p) => p.name === servicePort.targetPort || p.number === servicePort.targetPort);
          if (podPort && !canConnect(w, target, podPort)) {
            fail(w, `NATS_URL=${server}: the NetworkPolicies do not let it reach ${target.kind}/${target.metadata.name} on ${podPort.number}`);
          }
        }
      }
    }
  }
}

/** Names whose values are secrets: they come from a Secret (secretKeyRef), never written in a manifest. */
const secretName = /(PASSWORD|SECRET|TOKEN|API_KEY|_KEY|_JSON)$/;
/** TRUST_PROXY as the gateway reads it: false, a hop count, or addresses and CIDR blocks; never "true". */
const trustProxyProblem = (value: string): string | undefined => {
  const v = value.trim();
  if (/^true$/i.test(v)) return 'TRUST_PROXY=true would believe any X-Forwarded-For (the login limit keys on it): set the proxies in front (1: the ingress controller) or their CIDRs';
  if (v === 'false' || /^\d+$/.test(v)) return undefined;
  const entry = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
  return v.split(',').every((e) => entry.test(e.trim())) ? undefined : `TRUST_PROXY=${value} is neither false, a hop count nor a list of addresses/CIDRs`;
};

/**
 * Secrets and trust: no secret-looking variable has a literal value (env or ConfigMap);
 * TRUST_PROXY is never "true"; every NATS client (label local-seo/nats-client) signs in
 * as a user of its own that the nats-config ConfigMap's users list names (NATS_USER, and
 * NATS_PASSWORD from a Secret under that user's <USER>_NATS_PASSWORD key), and the NATS
 * servers read every user's password from that Secret.
 */
function checkSecretsAndTrust(workloads: Json[], byKind: (kind: string, namespace?: string) => Json[], fail: (doc: Json, message: string) => void) {
  const labelsOf = (w: Json): Labels => podTemplate(w)?.metadata?.labels;
  const containersOf = (w: Json): Json[] => podTemplate(w)?.spec?.containers ?? [];
  for (const configMap of byKind('ConfigMap')) {
    for (const [key, value] of Object.entries(configMap.data ?? {})) {
      if (secretName.test(key) && String(value).trim() !== '') fail(configMap, `${key} is a secret: put it in a Secret, not a ConfigMap`);
      if (key === 'TRUST_PROXY') {
        const problem = trustProxyProblem(String(value));
        if (problem) fail(configMap, problem);
      }
    }
  }
  for (const w of workloads) {
    for (const container of containersOf(w)) {
      for (const variable of container.env ?? []) {
        if (secretName.test(variable.name) && typeof variable.value === 'string' && variable.value !== '') {
          fail(w, `container ${container.name}: ${variable.name} is written in the manifest: take it from a Secret (secretKeyRef)`);
        }
        if (variable.name === 'TRUST_PROXY' && typeof variable.value === 'string') {
          const problem = trustProxyProblem(variable.value);
          if (problem) fail(w, problem);
        }
      }
    }
  }

  for (const namespace of new Set(workloads.map((w) => w.metadata.namespace ?? ''))) {
    const natsConfig = byKind('ConfigMap', namespace).find((c) => /^nats-config(-|$)/.test(c.metadata.name));
    const users = new Map<string, string>();
    for (const text of Object.values(natsConfig?.data ?? {})) {
      for (const m of String(text).matchAll(/user: "([^"]+)"\s+password: \$([A-Z0-9_]+)/g)) users.set(m[1]!, m[2]!);
    }
    if (natsConfig && users.size === 0) fail(natsConfig, 'names no NATS user (nats.conf must include the generated nats-auth.conf)');
    const secretsRead = new Set<string>();
    const seen = new Map<string, string>();
    for (const w of workloads.filter((x) => (x.metadata.namespace ?? '') === namespace && labelsOf(x)?.['local-seo/nats-client'] === 'true')) {
      const env: Json[] = containersOf(w).flatMap((c) => c.env ?? []);
      const user = env.find((v) => v.name === 'NATS_USER')?.value;
      const password = env.find((v) => v.name === 'NATS_PASSWORD')?.valueFrom?.secretKeyRef;
      if (typeof user !== 'string' || !user) {
        fail(w, 'is a NATS client without a NATS_USER of its own');
        continue;
      }
      if (seen.has(user) && seen.get(user) !== w.metadata.name) fail(w, `NATS_USER ${user} is ${seen.get(user)}'s too: each component has its own`);
      seen.set(user, w.metadata.name);
      if (users.size && !users.has(user)) fail(w, `NATS_USER ${user} is no user of the nats-config ConfigMap (${[...users.keys()].join(', ')})`);
      if (!password) fail(w, 'has no NATS_PASSWORD from a Secret (valueFrom.secretKeyRef)');
      else if (users.has(user) && password.key !== users.get(user)) fail(w, `NATS_PASSWORD comes from key ${password.key}, not ${users.get(user)} (what nats-server reads for ${user})`);
      else secretsRead.add(password.name);
    }
    if (!natsConfig) continue;
    const servers = workloads.filter((w) => (w.metadata.namespace ?? '') === namespace && (podTemplate(w)?.spec?.volumes ?? []).some((v: Json) => v.configMap?.name === natsConfig.metadata.name));
    for (const server of servers) {
      const fromSecrets = new Set<string>(containersOf(server).flatMap((c) => (c.envFrom ?? []).map((e: Json) => e.secretRef?.name).filter(Boolean)));
      for (const name of secretsRead) if (!fromSecrets.has(name)) fail(server, `does not read the Secret ${name} (envFrom) that holds the NATS users' passwords`);
      for (const name of fromSecrets) {
        const secret = byKind('Secret', namespace).find((d) => d.metadata.name === name);
        if (!secret) continue; // held by the cluster (prod): listed as such
        const keys = new Set(Object.keys({ ...(secret.data ?? {}), ...(secret.stringData ?? {}) }));
        const missing = [...users.values()].filter((variable) => !keys.has(variable));
        if (missing.length) fail(secret, `lacks ${missing.join(', ')}, which nats-server reads`);
      }
    }
  }
}

function render(target: string): { docs: Json[]; fromOverlay: boolean } {
  let text: string;
  let fromOverlay = false;
  if (target === '-') text = readFileSync(0, 'utf8');
  else if (statSync(target).isDirectory()) {
    text = execFileSync('kubectl', ['kustomize', target], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    fromOverlay = /(^|\/)overlays\//.test(target);
  } else text = readFileSync(target, 'utf8');
  const docs: Json[] = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) throw new Error(`${target}: YAML: ${document.errors.map((e) => e.message).join('; ')}`);
    const value = document.toJS();
    if (value === null || value === undefined) continue;
    if (value.kind === 'List' && Array.isArray(value.items)) docs.push(...value.items);
    else docs.push(value);
  }
  // kustomize wraps long base64 Secret values over several lines, which the API
  // server accepts (Go's base64 decoder skips newlines) but the schema's "byte"
  // format does not.
  for (const doc of docs) {
    if (doc.kind === 'Secret' && doc.data) {
      for (const key of Object.keys(doc.data)) if (typeof doc.data[key] === 'string') doc.data[key] = doc.data[key].replace(/\s+/g, '');
    }
  }
  return { docs, fromOverlay };
}

const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error('usage: tsx .ci/validate-k8s.ts <kustomization dir | file.yaml | -> ...');
  process.exit(2);
}
const registry = modelRegistry();
let failed = false;
for (const target of targets) {
  let rendered: ReturnType<typeof render>;
  try {
    rendered = render(target);
  } catch (error) {
    console.error(`✗ ${target}: ${(error as Error).message}`);
    failed = true;
    continue;
  }
  const { errors, externalSecrets, optionalSecrets } = checkRendering(target, rendered.docs, rendered.fromOverlay, registry);
  const kinds = [...new Set(rendered.docs.map((d) => d.kind))].sort().join(', ');
  if (errors.length > 0) {
    failed = true;
    console.error(`✗ ${target}: ${errors.length} problem(s) in ${rendered.docs.length} objects`);
    for (const error of errors) console.error(`  - ${error}`);
  } else {
    console.log(`✓ ${target}: ${rendered.docs.length} objects valid (${kinds})`);
  }
  if (externalSecrets.size > 0) {
    console.log(`  Secrets the cluster must hold (not in this rendering): ${[...externalSecrets].sort().join(', ')}`);
  }
  if (optionalSecrets.size > 0) {
    console.log(`  Optional Secrets, used when the cluster holds them: ${[...optionalSecrets].sort().join(', ')}`);
  }
}
process.exit(failed ? 1 : 0);
