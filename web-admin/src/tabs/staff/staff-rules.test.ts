import type { StaffUser } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { lastOwnerReason, roleOptions } from './staff-rules';

const account = (id: number, role: StaffUser['role'], disabled = false): StaffUser => ({
  id,
  email: `${id}@example.com`,
  name: `Staff ${id}`,
  role,
  disabled,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
});

describe('staff rules', () => {
  it('offers the roles highest first', () => {
    expect(roleOptions.map((option) => option.value)).toEqual(['owner', 'editor', 'viewer']);
  });

  it('holds the last active owner back, and no one else', () => {
    const owner = account(1, 'owner');
    const editor = account(2, 'editor');
    const disabledOwner = account(3, 'owner', true);
    expect(lastOwnerReason(owner, [owner, editor, disabledOwner])).toMatch(/last active owner/);
    expect(lastOwnerReason(editor, [owner, editor])).toBeUndefined();
    expect(lastOwnerReason(disabledOwner, [owner, disabledOwner])).toBeUndefined();
    expect(lastOwnerReason(owner, [owner, account(4, 'owner')])).toBeUndefined();
  });
});
