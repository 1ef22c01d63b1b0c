import { formatNumber } from '../lib/format';
import { StatCard } from './card';
import './stat-strip.css';

export interface StripFigure {
  label: string;
  /** A count (shown '1,320'), a text ready to show ('37.9 km'), or undefined while unknown. */
  value: number | string | undefined;
  loading: boolean;
  /** As StatCard's: a percent against last month, null for a dash; left out for no trend line. */
  trend?: number | null;
}

/** The figures under a tab's header, as a row of StatCards named for screen readers. */
export function StatStrip({ label, figures }: { label: string; figures: readonly StripFigure[] }) {
  return (
    <section aria-label={label} className="ui-stat-strip">
      {figures.map((figure) => (
        <StatCard
          key={figure.label}
          label={figure.label}
          value={typeof figure.value === 'number' ? formatNumber(figure.value) : (figure.value ?? '')}
          trend={figure.trend}
          loading={figure.loading}
        />
      ))}
    </section>
  );
}
