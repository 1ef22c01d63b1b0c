import { staleWriteSchema, type Actor } from '@local-seo/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api';
import type { FormCheck } from './form-check';
import { useFormSubmit } from './use-form-submit';

/**
 * The rules of a save refused for being based on an older version, for every form that
 * edits a versioned record (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */

/** What a versioned record says of its last change. */
export interface VersionedRecord {
  version: number;
  updated_at: string;
  updated_by: Actor | null;
}

/** The record as it is now, when a save was refused with 412 for being based on an older version; else null. */
export function staleRecordOf<T extends z.ZodType>(record: T, error: unknown): z.infer<T> | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const parsed = staleWriteSchema(record).safeParse(error.raw);
  return parsed.success ? (parsed.data as { current: z.infer<T> }).current : null;
}

export type FormValue = string | boolean;

/** A form value as a person reads it ('(none)' for an empty one). */
export function shownValue(value: FormValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value === '' ? '(none)' : value;
}

export interface FieldDifference<F extends string> {
  field: F;
  theirs: string;
  yours: string;
}

/** The fields whose value in their version (as the form would hold it) differs from the form's. */
export function differingFields<F extends string>(
  fields: readonly F[],
  theirs: Record<F, FormValue>,
  yours: Record<F, FormValue>,
  shown: (value: FormValue) => string = shownValue,
): FieldDifference<F>[] {
  return fields.filter((field) => theirs[field] !== yours[field]).map((field) => ({ field, theirs: shown(theirs[field]), yours: shown(yours[field]) }));
}

/** The fields the form changed since it loaded its version: what "Apply my change on top" sends again. */
export function changedFields<F extends string>(fields: readonly F[], loaded: Record<F, FormValue>, yours: Record<F, FormValue>): F[] {
  return fields.filter((field) => loaded[field] !== yours[field]);
}

/** Keeps of a change only the fields the form changed: sent again on top of their version. */
export function onlyChanged<T extends object>(change: T, changed: readonly string[]): Partial<T> {
  const kept = new Set(changed);
  return Object.fromEntries(Object.entries(change).filter(([field]) => kept.has(field))) as Partial<T>;
}

/** What a versioned record is, as a sentence names it: 'product' (this product), or { plural: 'settings' } (these settings). */
export type EditedThing = string | { plural: string };

/** 'this product', 'these settings'. */
const thisOrThese = (what: EditedThing): string => (typeof what === 'string' ? `this ${what}` : `these ${what.plural}`);

/** '{name or e-mail} changed this {what} at {time}.' ('Someone' when no one is named: an import, a script). */
export function whoChanged(record: Pick<VersionedRecord, 'updated_at' | 'updated_by'>, what: EditedThing, formatTime: (iso: string) => string = localTime): string {
  const who = record.updated_by?.name || record.updated_by?.email || 'Someone';
  return `${who} changed ${thisOrThese(what)} at ${formatTime(record.updated_at)}.`;
}

const localTime = (iso: string) => new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** What a form saves: a new record whole, or a change based on the version the form loaded (If-Match). */
export type VersionedSave<Create, Update> = { kind: 'create'; body: Create } | { kind: 'update'; id: number; body: Update; basedOn: number };

/**
 * A form's part in edits that cannot overwrite each other: the version its values come
 * from (`base`: the record opened, or theirs once reloaded), and their version while a save
 * refused for being based on an older one waits for an answer (`theirs`: the conflict dialog).
 */
export function useVersionedSave<R extends VersionedRecord, S>(record: R | undefined, staleOf: (error: unknown) => R | null, onSave: (save: S) => Promise<unknown>) {
  const [base, setBase] = useState(record);
  const [theirs, setTheirs] = useState<R | null>(null);
  const save = async (value: S) => {
    try {
      await onSave(value);
    } catch (error) {
      setTheirs(staleOf(error));
      throw error;
    }
  };
  /** 'Reload their version': the form goes on from theirs (the caller shows its values). */
  const reload = (newer: R) => {
    setBase(newer);
    setTheirs(null);
  };
  return { base, theirs, save, reload };
}

/**
 * The form of a dialog that adds a record or edits one (a city, a supplier location): its
 * checked value saved whole as a new record, or as a change based on the version it loaded;
 * `useVersionedSave`'s part and `useFormSubmit`'s together.
 */
export function useVersionedForm<R extends VersionedRecord & { id: number }, Create extends Update, Update, Field extends string>(
  record: R | undefined,
  staleOf: (error: unknown) => R | null,
  onSave: (save: VersionedSave<Create, Update>) => Promise<unknown>,
  form: { check: () => FormCheck<Create, Field>; fields: readonly Field[] },
) {
  const versioned = useVersionedSave(record, staleOf, onSave);
  const { base, save } = versioned;
  const submit = useFormSubmit({
    ...form,
    save: (input: Create) => save(base ? { kind: 'update', id: base.id, body: input, basedOn: base.version } : { kind: 'create', body: input }),
  });
  return { ...versioned, ...submit };
}
