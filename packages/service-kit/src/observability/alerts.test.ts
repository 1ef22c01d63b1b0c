import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { metricsRegistry } from './metrics.js';

/**
 * The alerts (k8s/monitoring/alerts.yaml) ask only for what the processes export: a
 * renamed metric or label would otherwise leave an alert that never fires.
 */

const repo = new URL('../../../../', import.meta.url);
const rules = parse(readFileSync(new URL('k8s/monitoring/alerts.yaml', repo), 'utf8')) as {
  spec: { groups: { name: string; rules: { alert: string; expr: string; labels?: Record<string, string>; annotations?: Record<string, string> }[] }[] };
};
const alerts = rules.spec.groups.flatMap((group) => group.rules);
const runbook = readFileSync(new URL('docs/operations.md', repo), 'utf8');

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
// Prometheus's own: one per scrape target, labelled by the scrape job.
const scrapeLabels = new Set(['namespace', 'pod', 'job', 'instance']);
series.set('up', scrapeLabels);

const keywords = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'offset']);

/** The metric names, selector labels and grouping labels an expression uses. */
function usedIn(expr: string) {
  const selectors = [...expr.matchAll(/([a-zA-Z_:][\w:]*)\s*\{([^}]*)\}/g)].map(([, name, matchers]) => ({
    name: name!,
    labels: [...matchers!.matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)].map((m) => m[1]!),
  }));
  let rest = expr.replace(/\{[^}]*\}/g, '').replace(/"[^"]*"/g, '');
  const grouping = [...rest.matchAll(/\b(?:by|without)\s*\(([^)]*)\)/g)].flatMap((m) => m[1]!.split(',').map((l) => l.trim()).filter(Boolean));
  rest = rest.replace(/\b(?:by|without)\s*\([^)]*\)/g, '');
  const names = [...rest.matchAll(/(?<![\w.])([a-zA-Z_:][\w:]*)(\s*\()?/g)].filter(([, word, call]) => !call && !keywords.has(word!)).map(([, word]) => word!);
  return { selectors, grouping, names };
}

describe('the alerts', () => {
  it('are there, one each, for what an operator must hear of', () => {
    const names = alerts.map((a) => a.alert);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['LocalSeoTargetDown', 'LocalSeoNotReady', 'LocalSeoHigh5xxRate', 'LocalSeoSlowReads', 'LocalSeoEventLag', 'LocalSeoDeadLetters', 'LocalSeoOutboxGrowing', 'LocalSeoImportFailed']) {
      expect(names).toContain(name);
    }
  });

  it.each(alerts.map((a) => [a.alert, a] as const))('%s asks for exported metrics and labels only', (_, alert) => {
    const { selectors, grouping, names } = usedIn(alert.expr);
    expect(names.length, 'no metric found in the expression').toBeGreaterThan(0);
    for (const name of names) expect([...series.keys()], `${name} is not exported`).toContain(name);
    for (const { name, labels } of selectors) {
      for (const label of labels) expect([...series.get(name)!], `${name} has no label ${label}`).toContain(label);
    }
    const available = new Set(names.flatMap((name) => [...series.get(name)!]));
    for (const label of grouping) expect([...available], `no metric of the expression has the label ${label}`).toContain(label);
  });

  it.each(alerts.map((a) => [a.alert, a] as const))('%s has a severity and its own section in docs/operations.md', (_, alert) => {
    expect(['critical', 'warning']).toContain(alert.labels?.severity);
    expect(alert.annotations?.summary).toBeTruthy();
    expect(alert.annotations?.runbook).toBe(`docs/operations.md#${alert.alert.toLowerCase()}`);
    expect(runbook).toContain(`\n### ${alert.alert}\n`);
  });

  it('find a misspelt metric or label', () => {
    const wrong = usedIn('sum by (consumr) (rate(event_lag_second_bucket{consumer="x"}[5m])) > 1 and readiness_check_up{servce="a"} == 0');
    expect(wrong.names).toEqual(['event_lag_second_bucket', 'readiness_check_up']);
    expect(series.has('event_lag_second_bucket')).toBe(false);
    expect(wrong.selectors.find((s) => s.name === 'readiness_check_up')!.labels).toEqual(['servce']);
    expect(wrong.grouping).toEqual(['consumr']);
  });
});
