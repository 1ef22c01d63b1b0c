import { staffRoles, type StaffRole, type StaffUser } from '@local-seo/contracts';

/** What each role may do, in the words the tab shows beside the role picker. */
const roleDescriptions: Record<StaffRole, string> = {
  owner: 'Owner: everything, staff accounts included',
  editor: 'Editor: all content, no staff accounts',
  viewer: 'Viewer: reads only',
};

/** The roles, highest first, as picker options. */
export const roleOptions = [...staffRoles].reverse().map((role) => ({ value: role, label: roleDescriptions[role] }));

/**
 * Why an account's role or status cannot be changed from here, or undefined: the last
 * active owner stays an owner (the server answers 409 all the same).
 */
export function lastOwnerReason(account: StaffUser, accounts: readonly StaffUser[]): string | undefined {
  const activeOwners = accounts.filter((other) => other.role === 'owner' && !other.disabled);
  return account.role === 'owner' && !account.disabled && activeOwners.length <= 1
    ? 'The last active owner: make another member of staff an owner first'
    : undefined;
}
