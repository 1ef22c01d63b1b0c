import type { FieldIssue, SchemaSettingsInput } from '@local-seo/contracts';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Alert, FormActions, Textarea } from '../../ui';
import { EditorCard, SaveConflict } from './editor-card';
import { invalidJsonMessage, parseJson, toFieldIssues, toJsonText } from './rules';
import { useSaveSettings } from './use-save-settings';

interface JsonTemplateEditorProps<T> {
  title: string;
  description: string;
  /** The part of `pageTypes` this editor holds, as it is in force. */
  value: T;
  /** The contract's schema of that part: the same checks and words as the service. */
  schema: z.ZodType<T>;
  /** The whole settings object with the edited part in place. */
  toSettings: (value: T) => SchemaSettingsInput;
}

function IssueList({ issues }: { issues: readonly FieldIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <Alert variant="destructive" title="The template was not saved">
      <ul className="schema-editor__issues">
        {issues.map((issue) => (
          <li key={`${issue.field}:${issue.message}`}>
            <code>{issue.field}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** A page type's JSON-LD template, edited as JSON: Update Template stays disabled while the text does not parse. */
export function JsonTemplateEditor<T>({ title, description, value, schema, toSettings }: JsonTemplateEditorProps<T>) {
  const [text, setText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<FieldIssue[]>([]);
  const { submit, issues, conflict, reset, saving } = useSaveSettings('pageTypes');
  const parsed = text === null ? null : parseJson(text);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed?.ok) return;
    const checked = schema.safeParse(parsed.value);
    if (!checked.success) return setInvalid(toFieldIssues(checked.error.issues));
    setInvalid([]);
    submit(toSettings(checked.data), () => setText(null));
  };
  const close = () => {
    setText(null);
    setInvalid([]);
    reset();
  };

  return (
    <EditorCard title={title} description={description} editing={text !== null} onEdit={() => setText(toJsonText(value))}>
      {text === null ? (
        <figure className="schema-json">
          <figcaption className="visually-hidden">{title} template</figcaption>
          {/* Focusable so the keyboard can scroll a long template. */}
          <pre className="schema-json__code" tabIndex={0}>
            {toJsonText(value)}
          </pre>
        </figure>
      ) : (
        <form className="ui-form schema-form" onSubmit={onSubmit} noValidate aria-label={`${title} template`}>
          <Textarea
            label="Template (JSON)"
            className="schema-json-input"
            rows={16}
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={parsed && !parsed.ok ? invalidJsonMessage(parsed.reason) : undefined}
          />
          <IssueList issues={[...invalid, ...issues]} />
          {conflict && <SaveConflict onReloaded={close} />}
          <FormActions submitLabel="Update Template" busyLabel="Saving..." busy={saving} disabled={!parsed?.ok} onCancel={close} align="start" />
        </form>
      )}
    </EditorCard>
  );
}
