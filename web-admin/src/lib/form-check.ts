/** A message per form field, shown under it. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a form's own check says: the value to send, or the messages to show beside its fields. */
export type FormCheck<Value, Field extends string> = { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };

/** Of the server's messages by field (`ApiError.fieldErrors`), those of the form's own fields; the rest are left to the toast. */
export function formFieldErrors<Field extends string>(messages: Readonly<Record<string, string>>, fields: readonly Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of fields) if (messages[field] !== undefined) errors[field] = messages[field];
  return errors;
}
