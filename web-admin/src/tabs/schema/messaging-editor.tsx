import type { SchemaSettings } from '@local-seo/contracts';
import { FormActions, Textarea } from '../../ui';
import { EditorCard, OtherIssues, SaveConflict } from './editor-card';
import { messagingDraftOf, messagingGroups, messagingOf, messagingPaths } from './messaging-form';
import { ReadOnlyFacts } from './read-only-facts';
import { messageFor, unclaimedMessages } from './rules';
import { useSectionEditor } from './use-save-settings';

/** The Messaging tab: disclaimers, seasonal and weather texts, and how the business positions itself. */
export function MessagingEditor({ settings }: { settings: SchemaSettings }) {
  const { draft, setDraft, onSubmit, cancel, issues, conflict, saving } = useSectionEditor(settings, 'messaging', messagingOf);
  const shown = messagingDraftOf(settings.messaging);


  return (
    <EditorCard
      title="Messaging"
      description="The texts the pages and their structured data use."
      editing={draft !== null}
      onEdit={() => setDraft(shown)}
    >
      {draft === null ? (
        messagingGroups.map((group) => (
          <section key={group.legend} className="schema-group">
            <h3 className="schema-group__title">{group.legend}</h3>
            <ReadOnlyFacts facts={group.fields.map((field) => [field.label, shown[field.key].replaceAll('\n', '; ')] as const)} />
          </section>
        ))
      ) : (
        <form className="ui-form schema-form" onSubmit={onSubmit} noValidate aria-label="Messaging">
          {messagingGroups.map((group) => (
            <fieldset key={group.legend} className="schema-form__group">
              <legend className="schema-group__title">{group.legend}</legend>
              <div className="ui-form-grid">
                {group.fields.map((field) => (
                  <Textarea
                    key={field.key}
                    label={field.label}
                    hint={field.hint}
                    rows={3}
                    value={draft[field.key]}
                    onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
                    error={messageFor(issues, field.path)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <OtherIssues messages={unclaimedMessages(issues, messagingPaths)} />
          {conflict && <SaveConflict onReloaded={cancel} />}
          <FormActions submitLabel="Save Changes" busyLabel="Saving..." busy={saving} onCancel={cancel} align="start" />
        </form>
      )}
    </EditorCard>
  );
}
