import { Card, FormActions } from '../../ui';
import { useCreateSuggestion } from './queries';
import { emptyDraft } from './rules';
import { SuggestionFields, useSuggestionForm } from './suggestion-form';

/** Adds a weather suggestion; closes once it is created. */
export function AddSuggestionForm({ onDone }: { onDone: () => void }) {
  const create = useCreateSuggestion();
  const form = useSuggestionForm(
    emptyDraft,
    async (value) => {
      await create.mutateAsync(value);
      return 'written';
    },
    { success: 'Weather suggestion created', failure: 'Failed to create weather suggestion' },
  );

  return (
    <Card title="Add Weather Suggestion" className="weather__add">
      <form
        noValidate
        aria-label="Add weather suggestion"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await form.submit()) onDone();
        }}
      >
        <SuggestionFields draft={form.draft} errors={form.errors} onChange={form.change} autoFocus />
        <div className="weather__form-actions">
          <FormActions submitLabel="Add Suggestion" busyLabel="Adding..." busy={form.busy} onCancel={onDone} align="start" />
        </div>
      </form>
    </Card>
  );
}
