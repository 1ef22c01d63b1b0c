import type { CSSProperties, ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  /** Beside the title, e.g. the weather's unit toggle. */
  actions?: ReactNode;
  /**
   * For a section below the fold: its expected height. The browser then skips
   * rendering it until it nears the viewport (content-visibility) and reserves
   * this height meanwhile, so nothing shifts. The content is in the HTML all the
   * same, for crawlers and for readers without JavaScript.
   */
  deferredHeight?: number;
  /** Alternate background, to tell neighbouring sections apart. */
  tone?: 'plain' | 'surface';
  children: ReactNode;
}

/** One section of the generated layout: a labelled region with its heading. */
export function Section({ id, title, actions, deferredHeight, tone = 'plain', children }: SectionProps) {
  const deferred = deferredHeight !== undefined;
  const className = ['gen-section', `gen-section--${tone}`, deferred ? 'gen-section--deferred' : ''].filter(Boolean).join(' ');
  const style: CSSProperties | undefined = deferred ? { containIntrinsicBlockSize: `auto ${deferredHeight}px` } : undefined;
  return (
    <section id={id} className={className} aria-labelledby={`${id}-title`} style={style}>
      <div className="container">
        <div className="bar gen-section__head">
          <h2 id={`${id}-title`}>{title}</h2>
          {actions}
        </div>
        {children}
      </div>
    </section>
  );
}
