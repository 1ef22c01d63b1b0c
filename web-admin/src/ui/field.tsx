import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './field.css';

interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** The message under the field; marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** The text that describes a control, a dialog or a card (named by `id` where an aria-describedby points at it): a paragraph, or nothing when there is no text. */
export function Description({ id, className, text }: { id?: string | undefined; className: string; text: ReactNode }) {
  return text ? (
    <p id={id} className={className}>
      {text}
    </p>
  ) : null;
}

/** A label, a control, its hint and its error, tied together for assistive technology. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <div className="ui-field__label-row">
        <label className="ui-field__label" htmlFor={id}>
          {label}
        </label>
        {/* Outside the label, so the field's accessible name is its label alone; aria-required says it. */}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({ id, describedBy, invalid: Boolean(error) })}
      <Description id={hintId} className="ui-field__hint" text={hint} />
      <Description id={errorId} className="ui-field__error" text={error} />
    </div>
  );
}

interface LabelledProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the field as required (aria-required and a visible star); validation stays with the form. */
  required?: boolean;
  fieldClassName?: string;
}

/** What ties an Input, Textarea or Select to its Field: the id its label names, its hint and error, invalid and required. */
function controlProps({ id, describedBy, invalid }: FieldIds, required: boolean | undefined, classNames: (string | undefined)[]) {
  return {
    id,
    className: classNames.filter(Boolean).join(' '),
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
}

export type InputProps = LabelledProps & Omit<ComponentPropsWithRef<'input'>, 'required'>;

export function Input({ label, error, hint, required, fieldClassName, className, ...props }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(ids) => <input {...controlProps(ids, required, ['ui-control', className])} {...props} />}
    </Field>
  );
}

export interface SearchInputProps {
  label: string;
  placeholder: string;
  value: string;
  /** Called with the text as typed. */
  onSearch: (text: string) => void;
  fieldClassName?: string;
}

/** The search box above a list: a labelled Input of type search that hands back its text. */
export function SearchInput({ onSearch, ...props }: SearchInputProps) {
  return <Input type="search" {...props} onChange={(event) => onSearch(event.target.value)} />;
}

/** What a sign-in or password field holds; the browser's password manager reads it from `autocomplete`. */
export type CredentialKind = 'email' | 'current-password' | 'new-password';

export type CredentialInputProps = Omit<InputProps, 'type' | 'autoComplete' | 'value' | 'onChange'> & {
  kind: CredentialKind;
  value: string;
  /** Called with the text as typed. */
  onValue: (text: string) => void;
};

/**
 * The e-mail and password fields of the sign-in and of the password forms: the kind gives
 * the input type and autocomplete (the sign-in's e-mail is the account's username), and a
 * new password says the rule it must meet unless the form words its own hint.
 */
export function CredentialInput({ kind, onValue, hint, ...props }: CredentialInputProps) {
  return (
    <Input
      type={kind === 'email' ? 'email' : 'password'}
      autoComplete={kind === 'email' ? 'username' : kind}
      hint={hint ?? (kind === 'new-password' ? 'At least 8 characters.' : undefined)}
      {...props}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

export type TextareaProps = LabelledProps & Omit<ComponentPropsWithRef<'textarea'>, 'required'>;

export function Textarea({ label, error, hint, required, fieldClassName, className, rows = 3, ...props }: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(ids) => <textarea rows={rows} {...controlProps(ids, required, ['ui-control', 'ui-control--textarea', className])} {...props} />}
    </Field>
  );
}

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

export type SelectProps<Value extends string = string> = LabelledProps &
  Omit<ComponentPropsWithRef<'select'>, 'required'> & {
    options: readonly SelectOption<Value>[];
    /** A first, empty choice ('Select a province'); its value is '', so a Value of the options' type should allow ''. */
    placeholder?: string;
    /** Called with the chosen value, of the options' type (a select offers only its options), instead of onChange. */
    onValue?: (value: Value) => void;
  };

export function Select<Value extends string = string>({ label, error, hint, required, fieldClassName, className, options, placeholder, onValue, onChange, ...props }: SelectProps<Value>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(ids) => (
        <select
          {...controlProps(ids, required, ['ui-control', 'ui-control--select', className])}
          {...props}
          onChange={onValue ? (event) => onValue(event.target.value as Value) : onChange}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/** An on/off control (WAI-ARIA switch): Space or Enter toggles it, the label too. */
export function Switch({ label, checked, onCheckedChange, description, disabled, name }: SwitchProps) {
  const id = useId();
  return (
    <div className="ui-switch">
      <button
        id={id}
        type="button"
        role="switch"
        name={name}
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        className="ui-switch__track"
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="ui-switch__thumb" aria-hidden="true" />
      </button>
      <div>
        <label htmlFor={id} className="ui-field__label">
          {label}
        </label>
        <Description id={`${id}-description`} className="ui-field__hint" text={description} />
      </div>
    </div>
  );
}
