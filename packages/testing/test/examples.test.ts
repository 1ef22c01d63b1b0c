import { describe, expect, it } from 'vitest';
import { expectAnswers, expectExamples } from '../src/examples.js';
import { rejectionOf } from '../src/rejection.js';

const shout = (text: string | null) => (text ?? '').toUpperCase();

describe('the tables of examples', () => {
  it('pass when every input gives its answer', () => {
    expectExamples(shout, { a: 'A', b: 'B' });
    expectExamples(shout, [[null, '']]);
    expectAnswers(shout, { A: ['a', 'A'], '': [null, ''] });
  });

  it('fail on a wrong answer, naming its input', () => {
    expect(() => expectExamples(shout, { a: 'A', b: 'b' })).toThrow(/for "b"/);
    expect(() => expectExamples(shout, [[null, 'NULL']])).toThrow(/for null/);
    expect(() => expectAnswers(shout, { A: ['a', 'x'] })).toThrow(/for "x"/);
  });
});

describe('rejectionOf', () => {
  it('answers the error of the type asked for, throws any other on, and fails without a rejection', async () => {
    const refused = new RangeError('too far');
    expect(await rejectionOf(Promise.reject(refused), RangeError)).toBe(refused);
    await expect(rejectionOf(Promise.reject(new TypeError('other')), RangeError)).rejects.toThrow('other');
    await expect(rejectionOf(Promise.resolve(1), RangeError)).rejects.toThrow('expected a rejection with a RangeError');
  });
});
