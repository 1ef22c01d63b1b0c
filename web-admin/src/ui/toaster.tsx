import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { dismissToast, toast, toastRules, toastStore, type ToastItem } from './toast-store';
import './toast.css';

/** `const { toast } = useToast(); toast({ title, description, variant })`. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}

/**
 * The notification region, rendered once at the root. F8 moves focus to it
 * from anywhere; it stays usable above open dialogs (data-ui-live keeps it out
 * of the inert background).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== toastRules.hotkey) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <section ref={regionRef} data-ui-live="" aria-label={`Notifications (${toastRules.hotkey})`} tabIndex={-1} className="ui-toaster">
      <ol className="ui-list ui-toaster__list" aria-live="polite">
        {toasts.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ol>
    </section>,
    document.body,
  );
}

function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const remaining = useRef<number>(toastRules.durationMs);

  // 5 s on screen, paused while the pointer or focus rests on it.
  useEffect(() => {
    if (!item.open || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [item.open, item.id, paused]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > toastRules.swipeThresholdPx) dismissToast(item.id);
    else setOffset(0);
  };

  return (
    <li
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      data-state={item.open ? 'open' : 'closed'}
      data-swiping={offset > 0 || undefined}
      className={`ui-toast ui-toast--${item.variant ?? 'default'}`}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setPaused(false)}
      onKeyDown={(event) => event.key === 'Escape' && dismissToast(item.id)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="ui-toast__text">
        <p className="ui-toast__title">{item.title}</p>
        {item.description && <div className="ui-toast__description">{item.description}</div>}
      </div>
      <IconButton label="Dismiss notification" className="ui-toast__close" onClick={() => dismissToast(item.id)}>
        <CloseIcon />
      </IconButton>
    </li>
  );
}
