import type { WeatherSuggestion } from '@local-seo/contracts';
import { differingFields } from '../../lib/edit-conflict';
import type { ShownDifference } from '../../ui';
import { draftOf, type SuggestionDraft, type SuggestionField } from './rules';

/**
 * What the conflict dialog tells when a suggestion's edit was refused for being based on an
 * older version (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */

/** The fields in the order the row shows them, with their labels. */
const suggestionFieldLabels: Record<SuggestionField, string> = {
  weather_condition: 'Weather condition',
  suggestion_text: 'Suggestion text',
  related_products: 'Related products',
};
const suggestionFields = Object.keys(suggestionFieldLabels) as SuggestionField[];

/** The fields where their version and the row's draft differ, labelled for the dialog. */
export function suggestionDifferences(theirs: WeatherSuggestion, yours: SuggestionDraft): ShownDifference[] {
  return differingFields(suggestionFields, draftOf(theirs), yours).map(({ field, theirs: their, yours: your }) => ({
    label: suggestionFieldLabels[field],
    theirs: their,
    yours: your,
  }));
}
