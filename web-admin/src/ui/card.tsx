import type { ReactNode } from 'react';
import { formatTrend } from '../lib/format';
import { Description } from './field';
import { TrendDownIcon, TrendUpIcon } from './icons';
import { Skeleton } from './skeleton';
import './panel-header.css';
import './card.css';

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons at the right of the header. */
  actions?: ReactNode;
  /** The heading level of the title (h2 by default; h3 inside a section that has its own h2). */
  headingLevel?: 2 | 3;
  className?: string;
  children?: ReactNode;
}

export function Card({ title, description, actions, headingLevel = 2, className, children }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={['ui-card', className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <header className="ui-card__header">
          <div>
            {title && <Heading className="ui-card__title">{title}</Heading>}
            <Description className="ui-card__description" text={description} />
          </div>
          {actions && <div className="ui-card__actions">{actions}</div>}
        </header>
      )}
      {children && <div className="ui-card__body">{children}</div>}
    </section>
  );
}

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /**
   * Change against last month in percent. A number shows '+12% vs last month';
   * null (no history yet) shows a dash; leave it out for a card without a trend.
   */
  trend?: number | null;
  /** For a figure where going down is good: colours the trend the other way. */
  lowerIsBetter?: boolean;
  icon?: ReactNode;
  loading?: boolean;
}

/** One figure of a statistics strip, with its label, its trend and a skeleton while loading. */
export function StatCard({ label, value, trend, lowerIsBetter = false, icon, loading = false }: StatCardProps) {
  return (
    <div className="ui-stat-card" role="group" aria-label={label} aria-busy={loading || undefined}>
      <div className="ui-stat-card__top">
        <p className="ui-stat-card__label">{label}</p>
        {icon && <span className="ui-stat-card__icon">{icon}</span>}
      </div>
      {loading ? (
        <>
          <Skeleton width="5rem" height="2rem" className="ui-stat-card__skeleton" />
          {trend !== undefined && <Skeleton width="8rem" height="0.875rem" />}
          <span className="visually-hidden">Loading {label}</span>
        </>
      ) : (
        <>
          <p className="ui-stat-card__value">{value}</p>
          {trend !== undefined && <Trend percent={trend} lowerIsBetter={lowerIsBetter} />}
        </>
      )}
    </div>
  );
}

function Trend({ percent, lowerIsBetter }: { percent: number | null; lowerIsBetter: boolean }) {
  if (percent === null) {
    return (
      <p className="ui-stat-card__trend">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No trend yet</span> vs last month
      </p>
    );
  }
  const good = lowerIsBetter ? percent < 0 : percent > 0;
  const tone = percent === 0 ? 'flat' : good ? 'up' : 'down';
  return (
    <p className={`ui-stat-card__trend ui-stat-card__trend--${tone}`}>
      {percent > 0 ? <TrendUpIcon /> : percent < 0 ? <TrendDownIcon /> : null}
      <span className="ui-stat-card__trend-value">{formatTrend(percent)}</span> vs last month
    </p>
  );
}
