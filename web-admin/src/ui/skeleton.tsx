import type { CSSProperties } from 'react';
import './skeleton.css';

/** A grey placeholder where content is loading; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ width = '100%', height = '1em', className }: { width?: CSSProperties['width']; height?: CSSProperties['height']; className?: string }) {
  return <span className={['ui-skeleton', className].filter(Boolean).join(' ')} style={{ width, height }} aria-hidden="true" />;
}
