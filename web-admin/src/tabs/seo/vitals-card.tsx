import { vitalNames, type PageVital, type PageVitals, type VitalName, type VitalRating } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, type BadgeVariant, Card, CellNote, DataTable, type DataTableColumn, EmptyState, linesColumn, LoadError } from '../../ui';
import { vitalsQueryOptions } from './vitals-queries';

const ratings: Record<VitalRating, { text: string; variant: BadgeVariant }> = {
  good: { text: 'Good', variant: 'success' },
  'needs-improvement': { text: 'Needs improvement', variant: 'warning' },
  poor: { text: 'Poor', variant: 'destructive' },
};

/** A 75th percentile in its metric's unit: CLS as a score, INP in milliseconds, the others in seconds. */
export function vitalValue(name: VitalName, p75: number): string {
  if (name === 'CLS') return String(p75);
  if (name === 'INP') return `${p75} ms`;
  return `${(p75 / 1000).toFixed(2)} s`;
}

const metricCell = (name: VitalName, metric: PageVital | undefined) =>
  metric ? (
    <>
      <span>{vitalValue(name, metric.p75)}</span>
      <Badge variant={ratings[metric.rating].variant}>{ratings[metric.rating].text}</Badge>
      <CellNote>{`${metric.samples} ${metric.samples === 1 ? 'sample' : 'samples'}`}</CellNote>
    </>
  ) : (
    <CellNote>No samples</CellNote>
  );

const metricOf = (page: PageVitals, name: VitalName) => page.metrics.find((metric) => metric.name === name);

const columns: DataTableColumn<PageVitals>[] = [
  { id: 'page', header: 'Page', cell: (page) => page.page_url, sortValue: (page) => page.page_url },
  ...vitalNames.map((name) =>
    linesColumn<PageVitals>({ id: name, header: `${name} (p75)`, sortValue: (page) => metricOf(page, name)?.p75 ?? -1 }, (page) => metricCell(name, metricOf(page, name))),
  ),
];

/** What visitors' browsers measured on each page (docs/behaviour/admin-back-office.md#seo-analytics). */
export function VitalsCard() {
  const report = useQuery(vitalsQueryOptions());
  return (
    <Card
      title="Core Web Vitals"
      description="What visitors' browsers measured on each page over the last 28 days: the 75th percentile of each metric, rated by Google's thresholds, with the number of page views measured."
    >
      {report.error ? (
        <LoadError what="The Core Web Vitals" error={report.error} />
      ) : !report.isPending && report.data.pages.length === 0 ? (
        <EmptyState title="No Core Web Vitals yet" description="They appear once visitors have opened the public pages, of which a sample is measured." />
      ) : (
        <DataTable
          rows={report.data?.pages ?? []}
          rowKey={(page) => page.page_url}
          columns={columns}
          label="Core Web Vitals of each page"
          loading={report.isPending}
          initialSort={{ columnId: 'page', direction: 'ascending' }}
        />
      )}
    </Card>
  );
}
