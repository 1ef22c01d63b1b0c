import { randomBytes } from 'node:crypto';
import { staffAccountChanged, gatewayEventSource, type StaffAccountChange, type StaffAccountFacts, type StaffRole, type StaffUser } from '@local-seo/contracts';
import { conflict, notFound } from '@local-seo/service-kit';
import { Prisma } from '../generated/prisma/client.js';
import type { StaffUser as StaffRow } from '../generated/prisma/client.js';
import type { Context, Tx } from './db.js';

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

/** What the audit trail shows of an account: never its password or hash. */
const factsOf = (account: StaffAccount): StaffAccountFacts => ({ email: account.email, name: account.name, role: account.role, disabled: account.disabled });

/**
 * The event of a change: what it did, in the audit trail's words, and the fields it
 * changed before and after. Undefined when it changed nothing the trail shows.
 */
function changeEvent(before: StaffAccount, after: StaffAccount, password: StaffAccountChange | undefined) {
  const was = factsOf(before);
  const now = factsOf(after);
  const fields = (Object.keys(now) as (keyof StaffAccountFacts)[]).filter((field) => was[field] !== now[field]);
  const changes: StaffAccountChange[] = [];
  if (now.name !== was.name) changes.push('renamed');
  if (now.role !== was.role) changes.push('role changed');
  if (now.disabled !== was.disabled) changes.push(now.disabled ? 'disabled' : 'enabled');
  if (password) changes.push(password);
  if (changes.length === 0) return undefined;
  const pick = (facts: StaffAccountFacts) => Object.fromEntries(fields.map((field) => [field, facts[field]])) as Partial<StaffAccountFacts>;
  return staffAccountChanged.create(
    { staffId: after.id, changes, summary: { name: after.email, ...(fields.length ? { before: pick(was), after: pick(now) } : {}) } },
    gatewayEventSource,
  );
}

const emailTaken = (email: string) => conflict(`A staff account with the e-mail ${email} already exists`);
const lastOwner = () =>
  conflict('This is the last active owner: make another member of staff an owner first, then change or disable this account');

/**
 * The staff accounts in the gateway's own database. The rule that some active owner
 * always remains is kept here, under a row lock on the active owners, so two owners
 * demoting each other at once cannot both succeed. Each change of an account emits
 * `gateway.staff.changed` through the outbox in its own transaction (the audit trail;
 * the request's member of staff is its actor).
 */
export class StaffDirectory {
  constructor(
    private readonly db: Context['db'],
    private readonly transact: Context['transact'],
  ) {}

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
      return await this.transact(async (tx, emit) => {
        const created = await tx.staffUser.create({ data: { ...account, email: account.email.toLowerCase() } });
        emit(staffAccountChanged.create({ staffId: created.id, changes: ['created'], summary: { name: created.email, after: factsOf(created) } }, gatewayEventSource));
        return created;
      });
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw emailTaken(account.email);
      throw err;
    }
  }

  /**
   * Applies the change, bumping the version; refuses to leave no active owner (409).
   * A new password is a reset (the owner's) unless `ownPassword` says the account's
   * holder changed it.
   */
  update(id: number, change: StaffChange, options: { ownPassword?: boolean } = {}): Promise<StaffAccount> {
    return this.transact(async (tx, emit) => {
      const owners = await activeOwnerIds(tx);
      const current = await tx.staffUser.findUnique({ where: { id } });
      if (!current) throw notFound(`No staff account with id ${id}`);
      const staysActiveOwner = (change.role ?? current.role) === 'owner' && !(change.disabled ?? current.disabled);
      if (owners.includes(id) && !staysActiveOwner && owners.length <= 1) throw lastOwner();
      const sessionEpoch = change.passwordHash !== undefined ? { increment: 1 } : undefined;
      const updated = await tx.staffUser.update({ where: { id }, data: { ...change, version: { increment: 1 }, sessionEpoch } });
      const password = change.passwordHash === undefined ? undefined : options.ownPassword ? 'password changed' : 'password reset';
      const event = changeEvent(current, updated, password);
      if (event) emit(event);
      return updated;
    });
  }

  /**
   * The first owner, from the settings, when no active owner exists (a first start,
   * or every owner lost): the account of that e-mail is made (or made again) an
   * active owner with that password. Without an e-mail, one no one can guess is made
   * (docs/decisions.md, decision 14). Answers whether it did so, and the first owner's e-mail: the one
   * given, else the one made, else the longest-standing active owner's.
   */
  ensureFirstOwner(email: string | undefined, name: string, passwordHash: () => Promise<string>): Promise<{ created: boolean; email: string }> {
    return this.db.$transaction(async (tx) => {
      // Replicas starting together: one decides, the others then see its owner.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('staff_users first owner'))`;
      const owners = await activeOwnerIds(tx);
      if (owners.length > 0) {
        const first = email ?? (await tx.staffUser.findUniqueOrThrow({ where: { id: Math.min(...owners) } })).email;
        return { created: false, email: first };
      }
      const made = email ?? `owner-${randomBytes(8).toString('hex')}@localhost`;
      const hash = await passwordHash();
      await tx.staffUser.upsert({
        where: { email: made },
        create: { email: made, name, role: 'owner', passwordHash: hash },
        update: { role: 'owner', disabled: false, passwordHash: hash, version: { increment: 1 }, sessionEpoch: { increment: 1 } },
      });
      return { created: true, email: made };
    });
  }
}

/** The active owners' ids, their rows locked until the transaction ends. */
async function activeOwnerIds(tx: Tx): Promise<number[]> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM staff_users WHERE role = 'owner' AND NOT disabled FOR UPDATE`;
  return rows.map((row) => row.id);
}
