import type { ReactNode } from 'react';
import './badge.css';

export type BadgeVariant = 'default' | 'success' | 'warning' | 'destructive' | 'muted' | 'outline' | 'highlight';

export function Badge({ variant = 'default', className, children }: { variant?: BadgeVariant; className?: string; children: ReactNode }) {
  return <span className={['ui-badge', `ui-badge--${variant}`, className].filter(Boolean).join(' ')}>{children}</span>;
}
