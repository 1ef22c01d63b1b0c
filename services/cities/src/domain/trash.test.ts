import { describe, expect, it } from 'vitest';
import { trashChangeOf } from './trash.js';

describe('trashChangeOf', () => {
  it('tells a live city going to the Trash as its page going dark, and coming back as going live', () => {
    expect(trashChangeOf('trashed', true)).toEqual({ pageActive: false, changed: ['page_active', 'deleted_at'], activation: 'deactivated' });
    expect(trashChangeOf('restored', true)).toEqual({ pageActive: true, changed: ['page_active', 'deleted_at'], activation: 'activated' });
  });

  it('tells an inactive city going and coming back as no change of its page', () => {
    expect(trashChangeOf('trashed', false)).toEqual({ pageActive: false, changed: ['deleted_at'], activation: null });
    expect(trashChangeOf('restored', false)).toEqual({ pageActive: false, changed: ['deleted_at'], activation: null });
  });
});
