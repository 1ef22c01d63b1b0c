import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastRules, toastStore } from './toast-store';

describe('toasts', () => {
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the current', () => {
    toast({ title: 'Login failed', description: 'Invalid password', variant: 'destructive' });
    toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
    expect(toastStore.get()).toHaveLength(1);
    expect(toastStore.get()[0]).toMatchObject({ title: 'Login successful', open: true, description: 'Welcome to the admin panel' });
  });

  it('closes a dismissed toast, then removes it after its exit animation', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'City updated successfully!' });
    shown.dismiss();
    expect(toastStore.get()[0]).toMatchObject({ id: shown.id, open: false });
    vi.advanceTimersByTime(toastRules.exitMs);
    expect(toastStore.get()).toHaveLength(0);
  });

  it('tells subscribers about every change', () => {
    const seen: number[] = [];
    const unsubscribe = toastStore.subscribe(() => seen.push(toastStore.get().length));
    toast({ title: 'Error' });
    unsubscribe();
    toast({ title: 'Error again' });
    expect(seen).toEqual([1]);
  });

  it('keeps the spec numbers', () => {
    expect(toastRules).toMatchObject({ limit: 1, durationMs: 5000, swipeThresholdPx: 50, hotkey: 'F8' });
  });
});
