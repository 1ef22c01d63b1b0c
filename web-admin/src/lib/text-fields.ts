import type { FieldErrors } from './form-check';

/**
 * What ties a form's text controls (Input, Textarea, Select) to its values: the field's name,
 * value and message, and a change that hands back the text.
 * `const text = textFields(values, errors, change)`, then `<Input label="City Name" {...text('city_name')} />`.
 */
export function textFields<Field extends string>(values: Readonly<Record<Field, string>>, errors: FieldErrors<Field>, change: (field: Field, text: string) => void) {
  return (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });
}
