import type { WeatherSuggestion } from '@local-seo/contracts';
import { useState } from 'react';
import { ConfirmDialog, EditIcon, FormActions, IconButton, toast, TrashIcon } from '../../ui';
import { toastFailure } from '../../lib/feedback';
import { useDeleteSuggestion, useUpdateSuggestion } from './queries';
import { changedFields, draftOf } from './rules';
import { SuggestionFields, useSuggestionForm } from './suggestion-form';

/** One suggestion: shown, or edited in place (only changed fields are sent), or deleted after a confirmation. */
export function SuggestionRow({ suggestion }: { suggestion: WeatherSuggestion }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSuggestion();

  const deleteSuggestion = async () => {
    try {
      await remove.mutateAsync(suggestion.id);
      toast({ title: 'Weather suggestion deleted' });
    } catch (error) {
      toastFailure('Failed to delete weather suggestion', error);
      throw error;
    }
  };

  if (editing) return <EditedRow suggestion={suggestion} onDone={() => setEditing(false)} />;

  const condition = suggestion.weather_condition;
  return (
    <tr>
      <th scope="row" className="weather__condition">
        {condition}
      </th>
      <td>{suggestion.suggestion_text}</td>
      <td className="weather__products">{suggestion.related_products ?? <span className="weather__none">None</span>}</td>
      <td className="weather__actions">
        <IconButton label={`Edit ${condition}`} onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
        <IconButton label={`Delete ${condition}`} onClick={() => setConfirming(true)}>
          <TrashIcon />
        </IconButton>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete "${condition}"?`}
          description="Are you sure you want to delete this weather suggestion?"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          destructive
          onConfirm={deleteSuggestion}
        />
      </td>
    </tr>
  );
}

function EditedRow({ suggestion, onDone }: { suggestion: WeatherSuggestion; onDone: () => void }) {
  const update = useUpdateSuggestion();
  const form = useSuggestionForm(
    draftOf(suggestion),
    async (value) => {
      const change = changedFields(suggestion, value);
      if (Object.keys(change).length === 0) return 'unchanged';
      await update.mutateAsync({ id: suggestion.id, change });
      return 'written';
    },
    { success: 'Weather suggestion updated', failure: 'Failed to update weather suggestion' },
  );
  const formId = `weather-edit-${suggestion.id}`;

  return (
    <tr className="weather__editing">
      <td colSpan={3}>
        <form
          id={formId}
          noValidate
          aria-label={`Edit ${suggestion.weather_condition}`}
          onSubmit={async (event) => {
            event.preventDefault();
            if (await form.submit()) onDone();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !form.busy) onDone();
          }}
        >
          <SuggestionFields draft={form.draft} errors={form.errors} onChange={form.change} autoFocus />
        </form>
      </td>
      <td className="weather__actions">
        <FormActions submitLabel="Save" busyLabel="Saving..." busy={form.busy} onCancel={onDone} form={formId} size="sm" align="start" />
      </td>
    </tr>
  );
}
