export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface WaitOptions {
  /** What is awaited, for the error when it never comes. */
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  /** Gives up at once when this answers a reason (e.g. the process being waited for exited). */
  giveUpIf?: () => string | undefined;
}

/**
 * Polls `check` until it answers something other than undefined/false, and
 * answers that. A check that throws counts as "not yet". Times out with the
 * last error, so a failing test says what it waited for.
 */
export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, options: WaitOptions): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  for (;;) {
    const hopeless = options.giveUpIf?.();
    if (hopeless) throw new Error(`Gave up waiting for ${options.what}: ${hopeless}`);
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`Timed out after ${options.timeoutMs} ms waiting for ${options.what}${reason}`);
    }
    await sleep(options.intervalMs ?? 200);
  }
}

/** True when GET url answers 200 within a second. */
export async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}
