import { expect } from 'vitest';

/**
 * Tables of examples for a function of one input, for unit tests whose cases read best as
 * data. Every example is checked (with toEqual, so an answer may be an object) and a
 * failure names the input it was for, so one `it` can hold a whole table.
 * Only vitest is imported: a unit test can use this without the services' test setup.
 */

/**
 * Each input with the answer `f` should give: keyed by the input when it is a string,
 * `expectExamples(readableTime, { '13:30': '1:30 PM', '00:00': '12 AM' })`, or as pairs
 * otherwise, `expectExamples(formatTrend, [[12, '+12%'], [0, '0%']])`.
 */
export function expectExamples<K extends string, O>(f: (input: K) => O, answerByInput: { readonly [input in K]?: O }): void;
export function expectExamples<I, O>(f: (input: I) => O, pairs: readonly (readonly [I, O])[]): void;
export function expectExamples<I, O>(f: (input: I) => O, examples: object): void {
  const pairs = Array.isArray(examples) ? examples : Object.entries(examples);
  for (const [input, answer] of pairs as [I, O][]) expect(f(input), `for ${JSON.stringify(input)}`).toEqual(answer);
}

/**
 * The inputs grouped by the answer `f` should give them, for a function that sorts many
 * inputs into a few answers: `expectAnswers(weatherIcon, { sun: ['Sunny', 'Clear'], cloud: ['Fog'] })`.
 */
export function expectAnswers<I>(f: (input: I) => unknown, inputsByAnswer: Record<string, readonly I[]>): void {
  for (const [answer, inputs] of Object.entries(inputsByAnswer)) {
    for (const input of inputs) expect(f(input), `for ${JSON.stringify(input)}`).toBe(answer);
  }
}
