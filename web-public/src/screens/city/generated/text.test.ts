import { describe, expect, it } from 'vitest';
import { truncateText } from './text';

describe('truncateText', () => {
  it('leaves text at or under the limit whole', () => {
    expect(truncateText('Firewood', 12)).toBe('Firewood');
    expect(truncateText('Twelve chars', 12)).toBe('Twelve chars');
  });

  it('cuts longer text at the limit and adds an ellipsis', () => {
    expect(truncateText('Animal Bedding', 12)).toBe('Animal Beddi...');
    expect(truncateText('x'.repeat(250), 200)).toBe(`${'x'.repeat(200)}...`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateText('Golf Course Products', 12)).toBe('Golf Course...');
  });
});
