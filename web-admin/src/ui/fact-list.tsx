import type { CSSProperties, ReactNode } from 'react';
import './fact-list.css';

/** Read-only values, label above value, in as many columns of at least `minColumnWidth` as fit. */
export function FactList({ minColumnWidth = '12rem', children }: { minColumnWidth?: string; children: ReactNode }) {
  const style = { '--ui-fact-list-column': minColumnWidth } as CSSProperties;
  return (
    <dl className="ui-fact-list" style={style}>
      {children}
    </dl>
  );
}

/** One value of a FactList; an empty one reads 'Not set'. `wide` takes a whole row (a long address). */
export function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children?: ReactNode }) {
  const empty = children === undefined || children === null || children === '';
  return (
    <div className={wide ? 'ui-fact-list__item ui-fact-list__item--wide' : 'ui-fact-list__item'}>
      <dt>{label}</dt>
      <dd>{empty ? <span className="ui-fact-list__empty">Not set</span> : children}</dd>
    </div>
  );
}
