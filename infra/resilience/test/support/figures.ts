/** Prints one test's measured figures as one line, for bench/README.md's "Faults" section. */
export function reportFigures(fault: string, figures: Record<string, unknown>): void {
  console.log(`[faults] ${fault}: ${JSON.stringify(figures)}`);
}

/** Runs `work` and answers its result with the milliseconds it took. */
export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const began = Date.now();
  const result = await work();
  return [result, Date.now() - began];
}
