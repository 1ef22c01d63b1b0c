import type { SchemaSettings } from '@local-seo/contracts';
import { joinLines, splitLines } from './rules';

type Messaging = SchemaSettings['messaging'];

/** The Messaging form as typed: every text flat, lists one entry per line. */
export interface MessagingDraft {
  currentDisclaimer: string;
  futureDisclaimer: string;
  spring: string;
  summer: string;
  fall: string;
  winter: string;
  rainWarnings: string;
  frostAlerts: string;
  heatAdvisories: string;
  valuePropositions: string;
  differentiators: string;
  localPositioning: string;
  futureExpansions: string;
}

interface MessagingField {
  key: keyof MessagingDraft;
  /** Where the service reports a problem with it. */
  path: string;
  label: string;
  hint?: string;
}

const perLine = 'One per line.';

/** The form's fields in groups, as the page shows them. */
export const messagingGroups: readonly { legend: string; fields: readonly MessagingField[] }[] = [
  {
    legend: 'Disclaimers',
    fields: [
      {
        key: 'currentDisclaimer',
        path: 'disclaimers.current',
        label: 'Current disclaimer',
        hint: 'Shown where delivery is available today.',
      },
      { key: 'futureDisclaimer', path: 'disclaimers.future', label: 'Future disclaimer', hint: 'Shown where delivery is planned.' },
    ],
  },
  {
    legend: 'Seasonal messaging',
    fields: [
      { key: 'spring', path: 'seasonalMessaging.spring', label: 'Spring' },
      { key: 'summer', path: 'seasonalMessaging.summer', label: 'Summer' },
      { key: 'fall', path: 'seasonalMessaging.fall', label: 'Fall' },
      { key: 'winter', path: 'seasonalMessaging.winter', label: 'Winter' },
    ],
  },
  {
    legend: 'Weather-based suggestions',
    fields: [
      { key: 'rainWarnings', path: 'weatherBasedSuggestions.rainWarnings', label: 'Rain warnings' },
      { key: 'frostAlerts', path: 'weatherBasedSuggestions.frostAlerts', label: 'Frost alerts' },
      { key: 'heatAdvisories', path: 'weatherBasedSuggestions.heatAdvisories', label: 'Heat advisories' },
    ],
  },
  {
    legend: 'Positioning',
    fields: [
      {
        key: 'localPositioning',
        path: 'localPositioning',
        label: 'Local positioning',
        hint: '{city} becomes the name of the page’s city.',
      },
      { key: 'valuePropositions', path: 'valuePropositions', label: 'Value propositions', hint: perLine },
      { key: 'differentiators', path: 'differentiators', label: 'Differentiators', hint: perLine },
      { key: 'futureExpansions', path: 'futureExpansions', label: 'Future expansions', hint: perLine },
    ],
  },
];

export const messagingPaths = messagingGroups.flatMap((group) => group.fields.map((field) => field.path));

export const messagingDraftOf = (messaging: Messaging): MessagingDraft => ({
  currentDisclaimer: messaging.disclaimers.current,
  futureDisclaimer: messaging.disclaimers.future,
  ...messaging.seasonalMessaging,
  ...messaging.weatherBasedSuggestions,
  valuePropositions: joinLines(messaging.valuePropositions),
  differentiators: joinLines(messaging.differentiators),
  localPositioning: messaging.localPositioning,
  futureExpansions: joinLines(messaging.futureExpansions),
});

export const messagingOf = (draft: MessagingDraft): Messaging => ({
  disclaimers: { current: draft.currentDisclaimer, future: draft.futureDisclaimer },
  seasonalMessaging: { spring: draft.spring, summer: draft.summer, fall: draft.fall, winter: draft.winter },
  weatherBasedSuggestions: { rainWarnings: draft.rainWarnings, frostAlerts: draft.frostAlerts, heatAdvisories: draft.heatAdvisories },
  valuePropositions: splitLines(draft.valuePropositions),
  differentiators: splitLines(draft.differentiators),
  localPositioning: draft.localPositioning,
  futureExpansions: splitLines(draft.futureExpansions),
});
