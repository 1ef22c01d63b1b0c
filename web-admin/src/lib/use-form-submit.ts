import { useState, type FormEvent } from 'react';
import { ApiError } from './api';
import { firstMessages, sameNamed, type FieldErrors, type FormCheck } from './form-check';

interface FormSubmitOptions<Value, Field extends string> {
  check: () => FormCheck<Value, Field>;
  /** Sends the value; a rejection keeps the form as typed (the caller toasts it). */
  save: (value: Value) => Promise<unknown>;
  /** The form's fields: the server's messages about them go under them. */
  fields: readonly Field[];
}

/**
 * After a refused submit, the first field with a message gets the focus. On the
 * next frame, so React has rendered the messages (and their aria-invalid) first.
 */
function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * A form that checks its values before it sends them. The messages of a refused
 * submit, its own or the server's, go under their fields, and the first of those
 * fields gets the focus.
 */
export function useFormSubmit<Value, Field extends string>({ check, save, fields }: FormSubmitOptions<Value, Field>) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);

  /** The admin changed the field: its message goes. */
  const clearError = (field: Field) =>
    setErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });

  const send = async (form: HTMLFormElement) => {
    const checked = check();
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(form);
      return;
    }
    setSaving(true);
    try {
      await save(checked.value);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(firstMessages(error.body?.details ?? [], sameNamed(fields)));
        focusFirstInvalid(form);
      }
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(event.currentTarget);
  };

  return { errors, saving, clearError, onSubmit };
}
