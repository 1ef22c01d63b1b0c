/**
 * Whether this process is shutting down. From the signal on it reports not ready (every app
 * of the process: all-in-one runs several), so load balancers stop sending to it while it
 * still serves what comes during the drain period (docs/decisions.md, decision 13).
 */
let draining = false;

export const isDraining = (): boolean => draining;

export function startDraining(): void {
  draining = true;
}

/** For tests that run several shutdowns in one process. */
export function resetDraining(): void {
  draining = false;
}
