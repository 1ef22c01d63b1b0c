import type { StaffRole, StaffUser } from '@local-seo/contracts';
import { conflict, notFound } from '@local-seo/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import type { StaffUser as StaffRow } from '../generated/prisma/client.js';

export type StaffAccount = StaffRow;

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
}

export interface StaffChange {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
  passwordHash?: string;
}

type Tx = Prisma.TransactionClient;

/** The account as the back office shows it: never its password hash. */
export function publicStaffUser(account: StaffAccount): StaffUser {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    disabled: account.disabled,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

const emailTaken = (email: string) => conflict(`A staff account with the e-mail ${email} already exists`);
const lastOwner = () =>
  conflict('This is the last active owner: make another member of staff an owner first, then change or disable this account');

/**
 * The staff accounts in the gateway's own database. The rule that some active owner
 * always remains is kept here, under a row lock on the active owners, so two owners
 * demoting each other at once cannot both succeed.
 */
export class StaffDirectory {
  constructor(private readonly db: PrismaClient) {}

  findById(id: number): Promise<StaffAccount | null> {
    return this.db.staffUser.findUnique({ where: { id } });
  }

  findByEmail(email: string): Promise<StaffAccount | null> {
    return this.db.staffUser.findUnique({ where: { email: email.toLowerCase() } });
  }

  list(): Promise<StaffAccount[]> {
    return this.db.staffUser.findMany({ orderBy: [{ disabled: 'asc' }, { email: 'asc' }] });
  }

  async create(account: NewStaffAccount): Promise<StaffAccount> {
    try {
      return await this.db.staffUser.create({ data: { ...account, email: account.email.toLowerCase() } });
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw emailTaken(account.email);
      throw err;
    }
  }

  /** Applies the change, bumping the version; refuses to leave no active owner (409). */
  update(id: number, change: StaffChange): Promise<StaffAccount> {
    return this.db.$transaction(async (tx) => {
      const owners = await activeOwnerIds(tx);
      const current = await tx.staffUser.findUnique({ where: { id } });
      if (!current) throw notFound(`No staff account with id ${id}`);
      const staysActiveOwner = (change.role ?? current.role) === 'owner' && !(change.disabled ?? current.disabled);
      if (owners.includes(id) && !staysActiveOwner && owners.length <= 1) throw lastOwner();
      const sessionEpoch = change.passwordHash !== undefined ? { increment: 1 } : undefined;
      return tx.staffUser.update({ where: { id }, data: { ...change, version: { increment: 1 }, sessionEpoch } });
    });
  }

  /**
   * The first owner, from the settings, when no active owner exists (a first start,
   * or every owner lost): the account of that e-mail is made (or made again) an
   * active owner with that password. Answers whether it did so.
   */
  ensureFirstOwner(email: string, name: string, passwordHash: () => Promise<string>): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      // Replicas starting together: one decides, the others then see its owner.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('staff_users first owner'))`;
      if ((await activeOwnerIds(tx)).length > 0) return false;
      const hash = await passwordHash();
      await tx.staffUser.upsert({
        where: { email },
        create: { email, name, role: 'owner', passwordHash: hash },
        update: { role: 'owner', disabled: false, passwordHash: hash, version: { increment: 1 }, sessionEpoch: { increment: 1 } },
      });
      return true;
    });
  }
}

/** The active owners' ids, their rows locked until the transaction ends. */
async function activeOwnerIds(tx: Tx): Promise<number[]> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM staff_users WHERE role = 'owner' AND NOT disabled FOR UPDATE`;
  return rows.map((row) => row.id);
}
