import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useReadOnlyReason } from './read-only';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Working: disabled and announced as busy; the caller words the label ('Saving...'). */
  busy?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /**
   * Whether the button changes data, and so is disabled for a member of staff who may
   * not (ReadOnlyContext). Default: a submit or a destructive button does.
   */
  changesData?: boolean;
}

/** A button's classes, for a link that looks like one (a link navigates; a button acts). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, className].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', size = 'md', busy = false, icon, className, disabled, type = 'button', changesData, children, ...props }: ButtonProps) {
  const readOnly = useReadOnlyReason();
  const refused = readOnly !== undefined && (changesData ?? (type === 'submit' || variant === 'destructive'));
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, className)}
      disabled={disabled || busy || refused}
      aria-busy={busy || undefined}
      {...props}
      {...(refused ? { title: readOnly } : {})}
    >
      {busy ? <span className="ui-button__spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'children'> {
  /** The accessible name (also the tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  children: ReactNode;
}

export function IconButton({ label, variant = 'ghost', size = 'sm', className, children, ...props }: IconButtonProps) {
  return (
    <Button variant={variant} size={size} aria-label={label} title={label} className={['ui-icon-button', className].filter(Boolean).join(' ')} {...props}>
      {children}
    </Button>
  );
}
