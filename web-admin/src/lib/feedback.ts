import { toast, type ToastInput } from '../ui/toast-store';
import { ApiError, errorMessage } from './api';

/**
 * A failure toast as docs/behaviour/admin-back-office.md words it: its title, and under it what
 * the server said, else the fallback, else the call's '{status}: {body text}'.
 */
export function failureToast(title: string, error: unknown, fallback?: string): ToastInput {
  const description = errorMessage(error, fallback ?? (error instanceof ApiError ? error.message : ''));
  return { title, description: description || undefined, variant: 'destructive' };
}

/** Shows `failureToast`: for mutation callbacks and event handlers. */
export function toastFailure(title: string, error: unknown, fallback?: string): void {
  toast(failureToast(title, error, fallback));
}

/**
 * A confirmed write (a Delete): its success toasted; its failure toasted with the server's words
 * and rejected again, so that the confirmation stays open.
 */
export async function toastOutcome(write: Promise<unknown>, success: ToastInput, failure: { title: string; fallback?: string }): Promise<void> {
  try {
    await write;
  } catch (error) {
    toastFailure(failure.title, error, failure.fallback);
    throw error;
  }
  toast(success);
}
