import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';
import './alert.css';

export type AlertVariant = 'info' | 'success' | 'warning' | 'destructive';

const icons: Record<AlertVariant, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <AlertIcon />,
  destructive: <AlertIcon />,
};

/**
 * A message inside the page. Warnings and errors are announced at once
 * (role alert); info and success politely (role status).
 */
export function Alert({ variant = 'info', title, className, children }: { variant?: AlertVariant; title?: ReactNode; className?: string; children?: ReactNode }) {
  const urgent = variant === 'destructive' || variant === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={['ui-alert', `ui-alert--${variant}`, className].filter(Boolean).join(' ')}>
      <span className="ui-alert__icon">{icons[variant]}</span>
      <div className="ui-alert__content">
        {title && <p className="ui-alert__title">{title}</p>}
        {children && <div className="ui-alert__text">{children}</div>}
      </div>
    </div>
  );
}

/** A read that failed: '{what} could not be loaded', and the server's words beneath. */
export function LoadError({ what, error }: { what: string; error: Error }) {
  return (
    <Alert variant="destructive" title={`${what} could not be loaded`}>
      {error.message}
    </Alert>
  );
}
