import {
  weatherSuggestionCreateSchema,
  type ErrorResponse,
  type WeatherSuggestion,
  type WeatherSuggestionCreate,
  type WeatherSuggestionUpdate,
} from '@local-seo/contracts';
import { firstMessages, issuesOf, sameNamed, type FieldErrors as FormFieldErrors, type FieldMessage, type FormCheck } from '../../lib/form-check';

/** The three fields an admin types, as text in the inputs. */
export interface SuggestionDraft {
  weather_condition: string;
  suggestion_text: string;
  related_products: string;
}
export type SuggestionField = keyof SuggestionDraft;
export type FieldErrors = FormFieldErrors<SuggestionField>;

export const emptyDraft: SuggestionDraft = { weather_condition: '', suggestion_text: '', related_products: '' };

export const draftOf = (suggestion: WeatherSuggestion): SuggestionDraft => ({
  weather_condition: suggestion.weather_condition,
  suggestion_text: suggestion.suggestion_text,
  related_products: suggestion.related_products ?? '',
});

/** First message per field, from the client check or the server's `details`. */
export function fieldErrorsOf(issues: readonly FieldMessage[]): FieldErrors {
  return firstMessages(issues, sameNamed(Object.keys(emptyDraft) as SuggestionField[]));
}

/**
 * The draft as the server will store it, checked with the server's own schema:
 * the same messages ('Weather condition is required'), and the same tidying of
 * related products ('Sand ,Gravel,' is 'Sand, Gravel').
 */
export function checkDraft(draft: SuggestionDraft): FormCheck<WeatherSuggestionCreate, SuggestionField> {
  const parsed = weatherSuggestionCreateSchema.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: fieldErrorsOf(issuesOf(parsed.error)) };
}

/** Only what the edit changed, compared as the server stores it; empty when nothing did. */
export function suggestionChanges(before: WeatherSuggestion, after: WeatherSuggestionCreate): WeatherSuggestionUpdate {
  const change: WeatherSuggestionUpdate = {};
  if (after.weather_condition !== before.weather_condition) change.weather_condition = after.weather_condition;
  if (after.suggestion_text !== before.suggestion_text) change.suggestion_text = after.suggestion_text;
  const related = after.related_products ?? null;
  if (related !== before.related_products) change.related_products = related;
  return change;
}

/**
 * Field messages from a refused write: the server's validation `details`, and a
 * 409 (the condition belongs to another suggestion) shown at the condition.
 */
export function serverFieldErrors(error: { status: number; body: Pick<ErrorResponse, 'message' | 'details'> | null }): FieldErrors {
  const errors = fieldErrorsOf(error.body?.details ?? []);
  if (error.status === 409 && error.body) errors.weather_condition ??= error.body.message;
  return errors;
}
