/** A message per form field, shown under it. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a form's own check says: the value to send, or the messages to show beside its fields. */
export type FormCheck<Value, Field extends string> = { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field> };

/** A message about one field: the server's `details` item, or a zod issue (`issuesOf`). */
export interface FieldMessage {
  field: unknown;
  message: string;
}

/** A zod check's issues as field messages, the field being the head of each issue's path. */
export const issuesOf = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined): FieldMessage[] =>
  (error?.issues ?? []).map((issue) => ({ field: issue.path[0], message: issue.message }));

/** The form field that shows a message about `field`, or nothing for a field the form does not show. */
export type ShownOn<Field extends string> = (field: unknown) => Field | undefined;

/** A form whose fields carry the API's names: a message shows on the field of its own name. */
export const sameNamed =
  <Field extends string>(fields: readonly Field[]): ShownOn<Field> =>
  (field) =>
    (fields as readonly unknown[]).includes(field) ? (field as Field) : undefined;

/** The first message about each of the form's fields. */
export function firstMessages<Field extends string>(messages: readonly FieldMessage[], shownOn: ShownOn<Field>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { field, message } of messages) {
    const shown = shownOn(field);
    if (shown !== undefined) errors[shown] ??= message;
  }
  return errors;
}
