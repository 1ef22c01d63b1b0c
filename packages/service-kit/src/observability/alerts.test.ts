import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { collectProcessMetrics, metricsRegistry } from './metrics.js';

/**
 * The alerts (k8s/monitoring/alerts.yaml) and the dashboards' queries
 * (k8s/monitoring/dashboards) ask only for what the processes export, or for what an
 * outside exporter listed below serves: a renamed metric or label would otherwise
 * leave an alert that never fires and a panel that stays empty.
 */

const repo = new URL('../../../../', import.meta.url);
const rules = parse(readFileSync(new URL('k8s/monitoring/alerts.yaml', repo), 'utf8')) as {
  spec: { groups: { name: string; rules: { alert: string; expr: string; labels?: Record<string, string>; annotations?: Record<string, string> }[] }[] };
};
const alerts = rules.spec.groups.flatMap((group) => group.rules);
const runbook = readFileSync(new URL('docs/operations.md', repo), 'utf8');

// Every process collects Node's own metrics (CPU, memory, event loop) from its start.
collectProcessMetrics();

/** Every series name the registry exports, with its labels (a histogram's _bucket has `le` too). */
const series = new Map<string, Set<string>>();
for (const metric of metricsRegistry.getMetricsAsArray()) {
  // prom-client keeps each metric's label names on the object (not in its public type).
  const { name, labelNames } = metric as unknown as { name: string; labelNames: string[] };
  const type = (metric as unknown as { type: string }).type;
  if (type === 'histogram') {
    series.set(`${name}_bucket`, new Set([...labelNames, 'le']));
    series.set(`${name}_sum`, new Set(labelNames));
    series.set(`${name}_count`, new Set(labelNames));
  } else {
    series.set(name, new Set(labelNames));
  }
}
// Prometheus's own: one per scrape target, labelled by the scrape job (a PodMonitor's
// adds the pod's namespace, pod and container, and the endpoint's port name).
const scrapeLabels = new Set(['namespace', 'pod', 'container', 'endpoint', 'job', 'instance']);
series.set('up', scrapeLabels);

/**
 * Metrics from outside the platform's code, each with the labels its exporter gives
 * it, so an alert on them is checked the same way. Scraped like ours (the scrape
 * labels above apply too), except where the exporter's own labels say otherwise.
 */
const natsServerLabels = ['server_id', 'server_name', 'cluster', 'domain', 'meta_leader', 'is_meta_leader'];
const externalMetrics: Record<string, { from: string; labels: readonly string[] }> = {
  // kube-state-metrics: the objects' state as the API server has it.
  kube_pod_container_status_restarts_total: { from: 'kube-state-metrics', labels: ['namespace', 'pod', 'container', 'uid'] },
  kube_pod_container_status_last_terminated_reason: { from: 'kube-state-metrics', labels: ['namespace', 'pod', 'container', 'uid', 'reason'] },
  kube_job_failed: { from: 'kube-state-metrics', labels: ['namespace', 'job_name', 'condition', 'reason'] },
  // The kubelet's volume statistics, per PersistentVolumeClaim.
  kubelet_volume_stats_used_bytes: { from: 'kubelet', labels: ['namespace', 'persistentvolumeclaim'] },
  kubelet_volume_stats_capacity_bytes: { from: 'kubelet', labels: ['namespace', 'persistentvolumeclaim'] },
  // The Prometheus NATS exporter beside each NATS server (k8s/base/nats.yaml), with -jsz.
  jetstream_server_total_message_bytes: { from: 'prometheus-nats-exporter -jsz', labels: natsServerLabels },
  jetstream_server_max_storage: { from: 'prometheus-nats-exporter -jsz', labels: natsServerLabels },
  // cert-manager's controller, per Certificate.
  certmanager_certificate_expiration_timestamp_seconds: { from: 'cert-manager', labels: ['name', 'namespace', 'issuer_name', 'issuer_kind', 'issuer_group'] },
};
const exported = new Set(series.keys());
for (const [name, { labels }] of Object.entries(externalMetrics)) series.set(name, new Set([...labels, ...scrapeLabels]));
/** What a series can be selected or grouped by: its own labels, and the scrape's (ours are scraped by the PodMonitors). */
const labelsOf = (name: string) => new Set([...(series.get(name) ?? []), ...scrapeLabels]);

/** An alert's expression or a dashboard's query names exported (or listed outside) metrics, and only labels they carry. */
function expectExportedOnly(expr: string, what: 'expression' | 'query'): void {
  const { selectors, grouping, names } = usedIn(expr);
  expect(names.length, `no metric found in the ${what}`).toBeGreaterThan(0);
  for (const name of names) expect([...series.keys()], `${name} is neither exported nor listed in externalMetrics`).toContain(name);
  for (const { name, labels } of selectors) {
    for (const label of labels) expect([...labelsOf(name)], `${name} has no label ${label}`).toContain(label);
  }
  const available = new Set(names.flatMap((name) => [...labelsOf(name)]));
  for (const label of grouping) expect([...available], `no metric of the ${what} has the label ${label}`).toContain(label);
}

const keywords = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset']);

/** The metric names, selector labels and grouping labels an expression uses. */
function usedIn(query: string) {
  // Grafana's variables ($namespace, ${datasource}, [$__rate_interval]) are not names.
  const expr = query.replace(/\$\{?\w+\}?/g, '');
  const selectors = [...expr.matchAll(/([a-zA-Z_:][\w:]*)\s*\{([^}]*)\}/g)].map(([, name, matchers]) => ({
    name: name!,
    labels: [...matchers!.matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)].map((m) => m[1]!),
  }));
  let rest = expr.replace(/\{[^}]*\}/g, '').replace(/"[^"]*"/g, '');
  // Aggregation (by, without) and vector matching (on, ignoring, group_left/right) name labels, not metrics.
  const labelLists = /\b(?:by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g;
  const grouping = [...rest.matchAll(labelLists)].flatMap((m) => m[1]!.split(',').map((l) => l.trim()).filter(Boolean));
  rest = rest.replace(labelLists, '');
  const names = [...rest.matchAll(/(?<![\w.])([a-zA-Z_:][\w:]*)(\s*\()?/g)].filter(([, word, call]) => !call && !keywords.has(word!)).map(([, word]) => word!);
  return { selectors, grouping, names };
}

describe('the alerts', () => {
  it('are there, one each, for what an operator must hear of', () => {
    const names = alerts.map((a) => a.alert);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'LocalSeoTargetDown',
      'LocalSeoNotReady',
      'LocalSeoDatabaseUnreachable',
      'LocalSeoHigh5xxRate',
      'LocalSeoSlowReads',
      'LocalSeoEventLag',
      'LocalSeoDeadLetters',
      'LocalSeoOutboxGrowing',
      'LocalSeoImportFailed',
      'LocalSeoScheduledRunFailed',
      'LocalSeoPodRestarting',
      'LocalSeoOOMKilled',
      'LocalSeoJobFailed',
      'LocalSeoVolumeFilling',
      'LocalSeoJetStreamStorageFilling',
      'LocalSeoCertificateExpiring',
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each(alerts.map((a) => [a.alert, a] as const))('%s asks for exported metrics and labels only', (_, alert) => {
    expectExportedOnly(alert.expr, 'expression');
  });

  it.each(alerts.map((a) => [a.alert, a] as const))('%s has a severity and its own section in docs/operations.md', (_, alert) => {
    expect(['critical', 'warning']).toContain(alert.labels?.severity);
    expect(alert.annotations?.summary).toBeTruthy();
    expect(alert.annotations?.runbook).toBe(`docs/operations.md#${alert.alert.toLowerCase()}`);
    expect(runbook).toContain(`\n### ${alert.alert}\n`);
  });

  it('list as outside only what the code does not export, and each is used', () => {
    const used = new Set(alerts.flatMap((a) => usedIn(a.expr).names));
    for (const name of Object.keys(externalMetrics)) {
      expect(exported.has(name), `${name} is exported by the code: take it off externalMetrics`).toBe(false);
      expect(used.has(name), `${name} is listed as outside but no alert uses it`).toBe(true);
    }
  });

  it('ask the NATS exporter only for what its arguments in k8s/base/nats.yaml make it serve', () => {
    const nats = readFileSync(new URL('k8s/base/nats.yaml', repo), 'utf8');
    const args = /image: natsio\/prometheus-nats-exporter:[^\n]*\n\s*args: \[([^\]]*)\]/.exec(nats)?.[1] ?? '';
    expect(args, 'the exporter runs beside NATS').not.toBe('');
    const fromExporter = Object.values(externalMetrics).filter((m) => m.from.startsWith('prometheus-nats-exporter'));
    for (const { from } of fromExporter) expect(args).toContain(`"${from.split(' ')[1]}`);
  });

  it('read labels from vector matching as labels, not metrics', () => {
    const used = usedIn('a_total{x="1"} == 1 and on (namespace, pod) increase(b_total[5m]) > 0');
    expect(used.names).toEqual(['a_total', 'b_total']);
    expect(used.grouping).toEqual(['namespace', 'pod']);
  });

  it('find a misspelt metric or label', () => {
    const wrong = usedIn('sum by (consumr) (rate(event_lag_second_bucket{consumer="x"}[5m])) > 1 and readiness_check_up{servce="a"} == 0');
    expect(wrong.names).toEqual(['event_lag_second_bucket', 'readiness_check_up']);
    expect(series.has('event_lag_second_bucket')).toBe(false);
    expect(wrong.selectors.find((s) => s.name === 'readiness_check_up')!.labels).toEqual(['servce']);
    expect(wrong.grouping).toEqual(['consumr']);
  });
});

interface Dashboard {
  uid: string;
  title: string;
  panels: { title: string; targets?: { expr: string }[] }[];
  templating?: { list: { name: string; query?: string | { query: string } }[] };
}
const dashboardDir = new URL('k8s/monitoring/dashboards/', repo);
const dashboards = readdirSync(dashboardDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, dashboard: JSON.parse(readFileSync(new URL(file, dashboardDir), 'utf8')) as Dashboard }));
/** Every query of a dashboard: its panels' and its variables' (label_values(metric, label)). */
const queries = dashboards.flatMap(({ file, dashboard }) => [
  ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ where: `${file}: ${panel.title}`, expr: target.expr }))),
  ...(dashboard.templating?.list ?? []).flatMap((variable) => {
    const query = typeof variable.query === 'string' ? variable.query : variable.query?.query;
    const values = query === undefined ? null : /^label_values\(\s*([^,)]+),\s*(\w+)\s*\)$/.exec(query);
    return values ? [{ where: `${file}: variable ${variable.name}`, expr: `sum by (${values[2]}) (${values[1]})` }] : [];
  }),
]);

describe('the dashboards', () => {
  it('are there: an overview with a panel for each thing an operator looks at first', () => {
    const overview = dashboards.find(({ file }) => file === 'overview.json')?.dashboard;
    expect(overview?.uid).toBe('local-seo-overview');
    const used = new Set(overview!.panels.flatMap((panel) => (panel.targets ?? []).flatMap((t) => usedIn(t.expr).names)));
    for (const name of ['http_request_duration_seconds_count', 'http_request_duration_seconds_bucket', 'cache_lookups_total', 'event_lag_seconds_bucket', 'outbox_unsent_events', 'event_dead_letters', 'scheduled_runs_total']) {
      expect([...used], `the overview shows ${name}`).toContain(name);
    }
  });

  it('are there: one that looks inside a single part, each of its panels about the part chosen', () => {
    const service = dashboards.find(({ file }) => file === 'service.json')?.dashboard;
    expect(service?.uid).toBe('local-seo-service');
    expect((service!.templating?.list ?? []).map((variable) => variable.name)).toContain('service');
    for (const panel of service!.panels) for (const target of panel.targets ?? []) expect(target.expr, panel.title).toContain('$service');
  });

  it.each(queries.map((q) => [q.where, q] as const))('%s asks for exported metrics and labels only', (_, { expr }) => {
    expectExportedOnly(expr, 'query');
  });

  it('have every panel docs/operations.md names under an alert', () => {
    const cited = [...runbook.matchAll(/Dashboard: "([^"]+)", panel "([^"]+)"/g)].map((m) => [m[1]!, m[2]!] as const);
    expect(cited.length).toBeGreaterThan(0);
    for (const [title, panel] of cited) {
      const dashboard = dashboards.find(({ dashboard: d }) => d.title === title)?.dashboard;
      expect(dashboard, `a dashboard titled "${title}"`).toBeDefined();
      expect(dashboard!.panels.map((p) => p.title), `"${title}" has the panel "${panel}"`).toContain(panel);
    }
  });

  it('read a Grafana query without taking its variables for metrics', () => {
    expect(usedIn('sum by (cache) (rate(cache_misses_total{namespace=~"$namespace"}[$__rate_interval]))').names).toEqual(['cache_misses_total']);
  });
});
