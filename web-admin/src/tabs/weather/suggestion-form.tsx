import type { WeatherSuggestionCreate } from '@local-seo/contracts';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { Input, Textarea, toast } from '../../ui';
import { toastFailure } from '../../lib/feedback';
import { textFields } from '../../lib/text-fields';
import { checkDraft, serverFieldErrors, type FieldErrors, type SuggestionDraft, type SuggestionField } from './rules';

/** What a form's write did: 'unchanged' when there was nothing to send. */
type WriteResult = 'written' | 'unchanged';

interface Outcome {
  success: string;
  failure: string;
  /** A refusal the caller shows itself (an edit based on an older version: the conflict dialog), without the failure toast. */
  shownElsewhere?: (error: unknown) => boolean;
}

/**
 * The state of an add or edit form: the draft, its field messages, and a submit
 * that checks the draft with the server's rules, writes it, and says how it went
 * (the server's message under the failure toast, its field messages at the fields).
 */
export function useSuggestionForm(initial: SuggestionDraft, write: (value: WeatherSuggestionCreate) => Promise<WriteResult>, outcome: Outcome) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const change = (field: SuggestionField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The form starts again from these values (another version of the record), without messages. */
  const replace = (next: SuggestionDraft) => {
    setDraft(next);
    setErrors({});
  };

  /** True when the form is done (written, or nothing to write). `how` writes instead of the form's own write (once). */
  const submit = async (how: typeof write = write): Promise<boolean> => {
    const check = checkDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      return false;
    }
    setBusy(true);
    try {
      if ((await how(check.value)) === 'written') toast({ title: outcome.success });
      return true;
    } catch (error) {
      if (outcome.shownElsewhere?.(error)) return false;
      if (error instanceof ApiError) setErrors(serverFieldErrors(error));
      toastFailure(outcome.failure, error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { draft, errors, busy, change, replace, submit };
}

interface SuggestionFieldsProps {
  draft: SuggestionDraft;
  errors: FieldErrors;
  onChange: (field: SuggestionField, value: string) => void;
  /** Puts the first field in focus when the form opens. */
  autoFocus?: boolean;
}

/** The three fields of a weather suggestion, as the add form and an edited row show them. */
export function SuggestionFields({ draft, errors, onChange, autoFocus = false }: SuggestionFieldsProps) {
  const text = textFields(draft, errors, onChange);
  return (
    <div className="weather__fields">
      <Input label="Weather condition" required autoFocus={autoFocus} hint="Matched against the forecast, e.g. Rain, Snow, Sunny" {...text('weather_condition')} />
      <Textarea label="Suggestion text" required {...text('suggestion_text')} />
      <Input label="Related products" hint="Product names separated by commas" {...text('related_products')} />
    </div>
  );
}
