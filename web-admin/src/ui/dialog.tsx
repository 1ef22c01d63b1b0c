import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './button';
import { Description } from './field';
import { CloseIcon } from './icons';
import { focusableIn, isTopModalLayer, pushModalLayer } from './modal-layers';
import './panel-header.css';
import './dialog.css';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '4xl';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Maximum width: sm 24rem, md 28rem, lg 32rem, xl 36rem, 2xl 42rem, 4xl 56rem. */
  size?: DialogSize;
  /** Buttons at the bottom, outside the scrolling body. */
  footer?: ReactNode;
  /** False for a dialog that must be answered (the login gate): no Escape, no close button. */
  dismissible?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * An accessible modal: focus moves in (to the first `[data-autofocus]` element
 * or the first control), Tab stays inside, Escape closes, the page behind is
 * inert, and focus returns where it was on close. Its content mounts on open,
 * so a form inside starts fresh each time.
 */
export function Dialog({ open, onOpenChange, title, description, size = 'md', footer, dismissible = true, className, children }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!open || !layer || !panel) return;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = pushModalLayer(layer);
    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(panel).find((el) => !el.dataset.dialogClose);
    (first ?? panel).focus();
    return () => {
      release();
      if (previousFocus?.isConnected) previousFocus.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const layer = layerRef.current;
    if (!layer || !isTopModalLayer(layer)) return;
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onOpenChange(false);
    } else if (event.key === 'Tab' && panelRef.current) {
      trapTab(event, panelRef.current);
    }
  };

  return createPortal(
    <div ref={layerRef} className="ui-dialog-layer" onKeyDown={onKeyDown}>
      <div className="ui-dialog-overlay" aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['ui-dialog', `ui-dialog--${size}`, className].filter(Boolean).join(' ')}
      >
        <header className="ui-dialog__header">
          <div>
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            <Description id={descriptionId} className="ui-dialog__description" text={description} />
          </div>
          {dismissible && (
            <IconButton label="Close" data-dialog-close="true" onClick={() => onOpenChange(false)}>
              <CloseIcon />
            </IconButton>
          )}
        </header>
        <div className="ui-dialog__body">{children}</div>
        {footer && <footer className="ui-dialog__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}

/** Keeps Tab and Shift+Tab cycling through the dialog's own controls. */
function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const focusable = focusableIn(panel);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
