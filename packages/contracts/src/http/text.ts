import type { z } from 'zod';

/**
 * The one rule for text a person sends: what PostgreSQL cannot store (NUL, a lone
 * UTF-16 surrogate) is refused with a plain message instead of failing in the
 * database (or, for a surrogate, being stored altered). A one-line field (a name,
 * a title, a URL, a code) also refuses the other control characters, which no one
 * types; tab, line feed and carriage return stay allowed everywhere. Free text (a
 * description, notes: text columns of pasted prose) keeps the other control
 * characters, as it always has.
 * Lengths: zod's string maximum counts characters (code points), as a VarChar(n)
 * column does: 255 emoji fit a VarChar(255) and are taken.
 */
const controlCharacter = /[^\P{Cc}\t\n\r]/u;
const loneSurrogate = /\p{Cs}/u;

export type TextKind = 'line' | 'free';

/** Why a text cannot be taken as it is ("City name cannot contain control characters"), or undefined. */
export function textProblem(value: string, label: string, kind: TextKind = 'line'): string | undefined {
  if (kind === 'line' && controlCharacter.test(value)) return `${label} cannot contain control characters`;
  if (value.includes('\u0000')) return `${label} cannot contain NUL characters`;
  if (loneSurrogate.test(value)) return `${label} contains an invalid character (broken Unicode)`;
  return undefined;
}

/** The one-line rule as a refinement, chained after a string's own checks: `z.string().max(255, ...).superRefine(storableText('City name'))`. */
export function storableText(label: string, kind: TextKind = 'line') {
  return (value: string, ctx: z.RefinementCtx<string>): void => {
    const problem = textProblem(value, label, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
}

/** Marks free text in the JSON Schema of a contract (`"freeText": true`): tools tell it from one-line text by it. */
export const freeTextMeta = { freeText: true } as const;

/** A free-text field: the free-text rule, and its mark. */
export function freeText<T extends z.ZodType<string>>(schema: T, label: string): T {
  return (schema.superRefine(storableText(label, 'free')) as T).meta(freeTextMeta) as T;
}

/** The highest value a PostgreSQL integer column holds. */
export const int4Max = 2_147_483_647;
