/**
 * Static checks of the monitoring manifests (k8s/monitoring), no cluster needed:
 *
 *   npx tsx .ci/validate-monitoring.ts k8s/monitoring k8s/overlays/dev k8s/overlays/prod
 *
 * The first argument is the monitoring kustomization, the others the platform's
 * renderings (kustomization directories, rendered with `kubectl kustomize`).
 * kubernetes-models has no schema for the Prometheus Operator's kinds, so:
 *   - every object of k8s/monitoring is a PodMonitor or a PrometheusRule of
 *     monitoring.coreos.com/v1 with only the fields listed here (a typo such as
 *     `podMetricEndpoints` would otherwise be dropped by the API server), or a
 *     ConfigMap of Grafana dashboards (label grafana_dashboard), each a JSON dashboard;
 *   - each rule has an alert name, a `for` that is a duration, a severity, a
 *     summary and a runbook, and an expression whose brackets and quotes close
 *     (the metric names are checked by packages/service-kit/src/observability/alerts.test.ts);
 * and against each rendering:
 *   - every workload with a container port named `metrics` is selected by exactly
 *     one PodMonitor (its namespace and its pod labels), whose endpoints name only
 *     ports its pods have; every PodMonitor selects a workload; the NATS servers
 *     have that port (their exporter), and every container given METRICS_PORT
 *     has it on that number;
 *   - a metrics port is reachable from the monitoring namespace by a NetworkPolicy,
 *     and from nowhere else: no other ingress rule of its pods opens it, and no
 *     Service names it.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

type Json = Record<string, any>;

const render = (target: string): Json[] => {
  const text = statSync(target).isDirectory() ? execFileSync('kubectl', ['kustomize', target], { encoding: 'utf8', maxBuffer: 64 << 20 }) : execFileSync('cat', [target], { encoding: 'utf8' });
  return parseAllDocuments(text)
    .map((doc) => doc.toJS() as Json | null)
    .filter((doc): doc is Json => doc !== null);
};

const errors: string[] = [];
const fail = (where: string, problem: string) => errors.push(`${where}: ${problem}`);

/** Fields of the operator's CRDs these manifests may use (a subset of monitoring.coreos.com/v1). */
const allowed: Record<string, readonly string[]> = {
  object: ['apiVersion', 'kind', 'metadata', 'spec'],
  configMap: ['apiVersion', 'kind', 'metadata', 'data'],
  metadata: ['name', 'namespace', 'labels', 'annotations'],
  podMonitorSpec: ['namespaceSelector', 'selector', 'podMetricsEndpoints', 'jobLabel', 'podTargetLabels', 'sampleLimit'],
  namespaceSelector: ['any', 'matchNames'],
  selector: ['matchLabels', 'matchExpressions'],
  endpoint: ['port', 'path', 'interval', 'scrapeTimeout', 'scheme', 'honorLabels', 'relabelings', 'metricRelabelings'],
  ruleSpec: ['groups'],
  group: ['name', 'interval', 'rules'],
  rule: ['alert', 'record', 'expr', 'for', 'labels', 'annotations'],
};
function onlyKnown(where: string, value: Json | undefined, kind: keyof typeof allowed): void {
  for (const key of Object.keys(value ?? {})) if (!allowed[kind]!.includes(key)) fail(where, `unknown field ${key} (known: ${allowed[kind]!.join(', ')})`);
}

const duration = /^(\d+(ms|s|m|h|d|w|y))+$/;

/** Brackets and quotes that close, in order, outside strings: what a PromQL parser would refuse first. */
function unbalanced(expr: string): string | undefined {
  const stack: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i]!;
    if (c === '"' || c === "'" || c === '`') {
      const end = expr.indexOf(c, i + 1);
      if (end < 0) return `a ${c} that never closes`;
      i = end;
    } else if ('([{'.includes(c)) stack.push(c);
    else if (c in pairs && stack.pop() !== pairs[c]) return `a ${c} that closes nothing`;
  }
  return stack.length ? `a ${stack.at(-1)} that never closes` : undefined;
}

const [monitoringDir, ...renderings] = process.argv.slice(2);
if (!monitoringDir || renderings.length === 0) {
  console.error('usage: validate-monitoring.ts <k8s/monitoring> <overlay>...');
  process.exit(2);
}

const monitoring = render(monitoringDir);
const podMonitors = monitoring.filter((d) => d.kind === 'PodMonitor');
for (const doc of monitoring) {
  const where = `${doc.kind} ${doc.metadata?.name}`;
  onlyKnown(where, doc, doc.kind === 'ConfigMap' ? 'configMap' : 'object');
  onlyKnown(where, doc.metadata, 'metadata');
  if (doc.kind !== 'ConfigMap' && doc.apiVersion !== 'monitoring.coreos.com/v1') fail(where, `apiVersion ${doc.apiVersion} is not monitoring.coreos.com/v1`);
  if (doc.kind === 'PodMonitor') {
    onlyKnown(where, doc.spec, 'podMonitorSpec');
    onlyKnown(where, doc.spec?.namespaceSelector, 'namespaceSelector');
    onlyKnown(where, doc.spec?.selector, 'selector');
    if (!Object.keys(doc.spec?.selector?.matchLabels ?? {}).length) fail(where, 'selects pods by no label (it would scrape every pod)');
    const endpoints: Json[] = doc.spec?.podMetricsEndpoints ?? [];
    if (!endpoints.length) fail(where, 'has no podMetricsEndpoints');
    for (const endpoint of endpoints) {
      onlyKnown(where, endpoint, 'endpoint');
      if (typeof endpoint.port !== 'string') fail(where, 'an endpoint names no port (by name: `metrics`)');
      for (const key of ['interval', 'scrapeTimeout']) if (endpoint[key] !== undefined && !duration.test(endpoint[key])) fail(where, `${key} ${endpoint[key]} is not a duration`);
    }
  } else if (doc.kind === 'PrometheusRule') {
    onlyKnown(where, doc.spec, 'ruleSpec');
    for (const group of doc.spec?.groups ?? []) {
      onlyKnown(`${where} group ${group.name}`, group, 'group');
      for (const rule of group.rules ?? []) {
        const at = `${where} ${rule.alert ?? rule.record ?? '(unnamed rule)'}`;
        onlyKnown(at, rule, 'rule');
        if (!rule.alert && !rule.record) fail(at, 'neither alert nor record');
        if (typeof rule.expr !== 'string' || !rule.expr.trim()) fail(at, 'no expr');
        else {
          const problem = unbalanced(rule.expr);
          if (problem) fail(at, `expr has ${problem}`);
        }
        if (rule.for !== undefined && !duration.test(rule.for)) fail(at, `for: ${rule.for} is not a duration`);
        if (rule.alert) {
          if (!['critical', 'warning'].includes(rule.labels?.severity)) fail(at, 'severity is neither critical nor warning');
          if (!rule.annotations?.summary || !rule.annotations?.runbook) fail(at, 'needs a summary and a runbook annotation');
        }
      }
    }
  } else if (doc.kind === 'ConfigMap' && doc.apiVersion === 'v1' && doc.metadata?.labels?.grafana_dashboard === '1') {
    for (const [file, text] of Object.entries(doc.data ?? {})) {
      try {
        const dashboard = JSON.parse(String(text)) as Json;
        if (!dashboard.uid || !dashboard.title || !Array.isArray(dashboard.panels)) fail(where, `${file} is not a Grafana dashboard (uid, title, panels)`);
      } catch (error) {
        fail(where, `${file} is not JSON: ${(error as Error).message}`);
      }
    }
  } else fail(where, 'is neither a PodMonitor, a PrometheusRule nor a dashboard ConfigMap (grafana_dashboard: "1"); the platform itself belongs in k8s/base');
}

const podTemplate = (d: Json): Json | undefined => (d.kind === 'CronJob' ? d.spec?.jobTemplate?.spec?.template : d.spec?.template);
const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);
const inNamespace = (monitor: Json, namespace: string) => monitor.spec?.namespaceSelector?.any === true || (monitor.spec?.namespaceSelector?.matchNames ?? [monitor.metadata?.namespace]).includes(namespace);
const fromMonitoring = (peer: Json) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'monitoring';

for (const target of renderings) {
  const docs = render(target);
  const workloads = docs.filter((d) => ['Deployment', 'StatefulSet', 'DaemonSet'].includes(d.kind));
  const policies = docs.filter((d) => d.kind === 'NetworkPolicy');
  const selected = new Set<Json>();
  for (const workload of workloads) {
    const namespace = workload.metadata.namespace ?? '';
    const where = `${target}: ${workload.kind} ${workload.metadata.name}`;
    const labels = podTemplate(workload)?.metadata?.labels;
    const containers: Json[] = podTemplate(workload)?.spec?.containers ?? [];
    const ports: Json[] = containers.flatMap((c) => c.ports ?? []);
    for (const container of containers) {
      const configured = (container.env ?? []).find((v: Json) => v.name === 'METRICS_PORT')?.value;
      if (configured !== undefined && !(container.ports ?? []).some((p: Json) => p.name === 'metrics' && String(p.containerPort) === String(configured))) {
        fail(where, `container ${container.name} serves metrics on METRICS_PORT ${configured} but has no container port metrics: ${configured}`);
      }
    }
    if (workload.metadata.name === 'nats' && !ports.some((p) => p.name === 'metrics')) fail(where, 'has no container port named metrics (the Prometheus NATS exporter beside each server)');
    const metrics = ports.find((p) => p.name === 'metrics');
    if (!metrics) continue;
    const monitors = podMonitors.filter((m) => inNamespace(m, namespace) && matches(m.spec?.selector?.matchLabels, labels));
    monitors.forEach((m) => selected.add(m));
    if (monitors.length !== 1) fail(where, monitors.length ? `is scraped twice, by ${monitors.map((m) => m.metadata.name).join(' and ')}` : 'has a metrics port but no PodMonitor in k8s/monitoring selects its pods');
    for (const monitor of monitors) {
      for (const endpoint of monitor.spec?.podMetricsEndpoints ?? []) {
        if (!ports.some((p) => p.name === endpoint.port)) fail(where, `PodMonitor ${monitor.metadata.name} scrapes port ${endpoint.port}, which its pods do not have`);
      }
    }
    // Reachable from the monitoring namespace, and from nowhere else.
    const own = policies.filter((p) => (p.metadata.namespace ?? '') === namespace && matches(p.spec?.podSelector?.matchLabels, labels));
    const opening = own.flatMap((p) => (p.spec?.ingress ?? []).filter((rule: Json) => (rule.ports ?? []).some((port: Json) => port.port === metrics.containerPort || port.port === 'metrics')).map((rule: Json) => ({ policy: p, rule })));
    if (!opening.some(({ rule }) => (rule.from ?? []).length > 0 && rule.from.every(fromMonitoring))) fail(where, `no NetworkPolicy lets the monitoring namespace reach its metrics port ${metrics.containerPort}`);
    for (const { policy, rule } of opening) {
      if (!(rule.from ?? []).length || !rule.from.every(fromMonitoring)) fail(where, `NetworkPolicy ${policy.metadata.name} opens its metrics port ${metrics.containerPort} to more than the monitoring namespace`);
    }
    for (const service of docs.filter((d) => d.kind === 'Service' && (d.metadata.namespace ?? '') === namespace && matches(d.spec?.selector, labels))) {
      if ((service.spec?.ports ?? []).some((p: Json) => p.targetPort === 'metrics' || p.targetPort === metrics.containerPort)) fail(where, `Service ${service.metadata.name} exposes its metrics port`);
    }
  }
  for (const monitor of podMonitors) if (!selected.has(monitor)) fail(`${target}: PodMonitor ${monitor.metadata.name}`, 'selects no workload with a metrics port');
}

if (errors.length) {
  for (const error of errors) console.error(`  FAIL ${error}`);
  process.exit(1);
}
console.log(`  ok  ${podMonitors.length} PodMonitors and the rules of ${monitoringDir} against ${renderings.join(', ')}`);
