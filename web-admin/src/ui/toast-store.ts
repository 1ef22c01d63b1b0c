import type { ReactNode } from 'react';

/** The toast rules (docs/behaviour/admin-back-office.md#calls-errors-and-messages). */
export const toastRules = {
  /** One toast on screen at a time: a new one replaces the old. */
  limit: 1,
  durationMs: 5000,
  /** A swipe to the right further than this dismisses. */
  swipeThresholdPx: 50,
  /** Time for the closing animation before the toast leaves the page. */
  exitMs: 200,
  hotkey: 'F8',
} as const;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  /** False once dismissed, while it animates out. */
  open: boolean;
}

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export const toastStore = {
  get: (): readonly ToastItem[] => items,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Dismisses one toast (or all): it closes, then leaves once its exit animation is over. */
export function dismissToast(id?: number): void {
  if (!items.some((item) => item.open && (id === undefined || item.id === id))) return;
  publish(items.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => publish(items.filter((item) => item.open || (id !== undefined && item.id !== id))), toastRules.exitMs);
}

/** Shows a toast; callable from anywhere (components, mutation callbacks). */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...items].slice(0, toastRules.limit));
  return { id, dismiss: () => dismissToast(id) };
}
