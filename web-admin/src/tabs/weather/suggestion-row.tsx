import type { AdminWeatherSuggestion, WeatherSuggestionCreate, WeatherSuggestionUpdate } from '@local-seo/contracts';
import { useState } from 'react';
import { ConfirmDialog, ConflictDialog, EditIcon, FormActions, IconButton, toast, TrashIcon } from '../../ui';
import { useVersionedSave, whoChanged } from '../../lib/edit-conflict';
import { toastFailure } from '../../lib/feedback';
import { staleSuggestionOf, useDeleteSuggestion, useUpdateSuggestion } from './queries';
import { suggestionChanges, draftOf } from './rules';
import { suggestionDifferences } from './suggestion-conflict';
import { SuggestionFields, useSuggestionForm } from './suggestion-form';

/** One suggestion: shown, or edited in place (only changed fields are sent), or deleted after a confirmation. */
export function SuggestionRow({ suggestion }: { suggestion: AdminWeatherSuggestion }) {
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

/**
 * A row edited in place. The change is based on the version the row loaded (If-Match): when
 * someone changed the suggestion meanwhile, nothing is written and the conflict dialog says who
 * and what differs ('Reload their version', or 'Apply my change on top' of theirs).
 */
function EditedRow({ suggestion, onDone }: { suggestion: AdminWeatherSuggestion; onDone: () => void }) {
  const update = useUpdateSuggestion();
  const { base, theirs, save, reload } = useVersionedSave(suggestion, staleSuggestionOf, (change: { body: WeatherSuggestionUpdate; basedOn: number }) =>
    update.mutateAsync({ id: suggestion.id, change: change.body, basedOn: change.basedOn }),
  );
  /** Only what the edit changed since the version it is based on, sent as a change of `basedOn`. */
  const writeOn = (basedOn: number) => async (value: WeatherSuggestionCreate) => {
    const change = suggestionChanges(base ?? suggestion, value);
    if (Object.keys(change).length === 0) return 'unchanged' as const;
    await save({ body: change, basedOn });
    return 'written' as const;
  };
  const form = useSuggestionForm(draftOf(suggestion), writeOn((base ?? suggestion).version), {
    success: 'Weather suggestion updated',
    failure: 'Failed to update weather suggestion',
    shownElsewhere: (error) => staleSuggestionOf(error) !== null,
  });
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
            if (event.key === 'Escape' && !form.busy && !theirs) onDone();
          }}
        >
          <SuggestionFields draft={form.draft} errors={form.errors} onChange={form.change} autoFocus />
        </form>
        {theirs && (
          <ConflictDialog
            what="weather suggestion"
            who={whoChanged(theirs, 'weather suggestion')}
            differences={suggestionDifferences(theirs, form.draft)}
            onReload={() => {
              reload(theirs);
              form.replace(draftOf(theirs));
            }}
            onApplyOnTop={async () => {
              if (await form.submit(writeOn(theirs.version))) onDone();
            }}
          />
        )}
      </td>
      <td className="weather__actions">
        <FormActions submitLabel="Save" busyLabel="Saving..." busy={form.busy} onCancel={onDone} form={formId} size="sm" align="start" />
      </td>
    </tr>
  );
}
