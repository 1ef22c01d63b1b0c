import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** Weather suggestions were created, changed, removed or imported; caches of the list (page data) react. */
export const weatherSuggestionsChanged = defineEvent(
  'weather.suggestions.changed',
  1,
  z.object({
    suggestionIds: z.array(z.number().int().positive()),
    reason: z.enum(['created', 'updated', 'deleted', 'imported']),
  }),
);

/** The events the weather service publishes (listed in the README's events table). */
export const weatherEvents = [weatherSuggestionsChanged] as const;
