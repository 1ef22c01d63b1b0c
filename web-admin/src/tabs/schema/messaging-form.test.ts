import type { SchemaSettings } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { messagingDraftOf, messagingGroups, messagingOf, messagingPaths } from './messaging-form';

const messaging: SchemaSettings['messaging'] = {
  disclaimers: { current: 'Prices vary by location.', future: 'Delivery is planned.' },
  seasonalMessaging: { spring: 'Topsoil time.', summer: 'Mulch keeps moisture in.', fall: 'Top-dress lawns.', winter: '' },
  weatherBasedSuggestions: { rainWarnings: 'Drainage gravel.', frostAlerts: 'Hold soil deliveries.', heatAdvisories: 'Water early.' },
  valuePropositions: ['Same-day delivery', 'Bulk and bagged'],
  differentiators: ['Local yards'],
  localPositioning: 'Landscaping supplies delivered in {city}',
  futureExpansions: [],
};

describe('the Messaging form', () => {
  it('gives back what it showed', () => {
    expect(messagingOf(messagingDraftOf(messaging))).toEqual(messaging);
  });

  it('takes lists one entry per line, leaving blank lines out', () => {
    const draft = { ...messagingDraftOf(messaging), futureExpansions: 'Muskoka\n\n  Kawartha Lakes ' };
    expect(messagingOf(draft).futureExpansions).toEqual(['Muskoka', 'Kawartha Lakes']);
  });

  it('has a field for every text of the messaging object', () => {
    expect(messagingGroups.flatMap((group) => group.fields)).toHaveLength(13);
    expect(messagingPaths).toContain('weatherBasedSuggestions.frostAlerts');
  });
});
