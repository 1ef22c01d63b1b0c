import { readableTime, schemaTimezones, type SchemaSettings } from '@local-seo/contracts';
import type { ChangeEvent } from 'react';
import { FormActions, Input, Select, Textarea } from '../../ui';
import { businessDetailsOf, businessDraftOf, priceRanges, type BusinessDraft } from './business-details-form';
import { EditorCard, OtherIssues, SaveConflict } from './editor-card';
import { ReadOnlyFacts } from './read-only-facts';
import { messageFor, unclaimedMessages } from './rules';
import { useSectionEditor } from './use-save-settings';

const timezoneOptions = schemaTimezones.map((zone) => ({ value: zone, label: zone }));
const priceRangeOptions = priceRanges.map((range) => ({ value: range, label: range }));
const fields = [
  'officialName',
  'phone',
  'email',
  'paymentMethods',
  'businessHours',
  'deliveryHours',
  'sameDayCutoff',
  'onlineOrdering',
  'timezone',
  'priceRange',
  'currency',
] as const;
/** The fields typed in as text (the others are chosen from a list). */
type TextField = Exclude<(typeof fields)[number], 'timezone' | 'priceRange'>;

/** The Configuration tab: the business as the structured data names it. */
export function BusinessDetailsEditor({ settings }: { settings: SchemaSettings }) {
  const details = settings.businessDetails;
  const { draft, setDraft, onSubmit, cancel, issues, conflict, saving } = useSectionEditor(settings, 'businessDetails', businessDetailsOf);
  const message = (field: (typeof fields)[number]) => messageFor(issues, field);

  const edit = (patch: Partial<BusinessDraft>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  /** A text field's value, change and message, bound to its draft field. */
  const bind = (field: TextField) => ({
    value: draft?.[field] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit({ [field]: event.target.value }),
    error: message(field),
  });

  return (
    <EditorCard
      title="Business Details"
      description="The business the structured data of every page describes."
      editing={draft !== null}
      onEdit={() => setDraft(businessDraftOf(details))}
    >
      {draft === null ? (
        <ReadOnlyFacts
          facts={[
            ['Official name', details.officialName],
            ['Phone', details.phone],
            ['Email', details.email],
            ['Payment methods', details.paymentMethods.join(', ')],
            ['Business hours', details.businessHours.join('; ')],
            ['Delivery hours', details.deliveryHours.join('; ')],
            // As stored, and as the public pages' delivery facts word it.
            ['Same-day cut-off', `${details.sameDayCutoff} (${readableTime(details.sameDayCutoff)})`],
            ['Online ordering', details.onlineOrdering],
            ['Timezone', details.timezone],
            ['Price range', details.priceRange],
            ['Currency', details.currency],
          ]}
        />
      ) : (
        <form className="ui-form schema-form" onSubmit={onSubmit} noValidate aria-label="Business details">
          <div className="ui-form-grid">
            <Input label="Official name" required {...bind('officialName')} />
            <Input label="Phone" required type="tel" {...bind('phone')} />
            <Input label="Email" required type="email" {...bind('email')} />
            <Input label="Online ordering" required {...bind('onlineOrdering')} />
            <Select label="Timezone" options={timezoneOptions} value={draft.timezone} onValue={(timezone) => edit({ timezone })} error={message('timezone')} />
            <Select label="Price range" options={priceRangeOptions} value={draft.priceRange} onValue={(priceRange) => edit({ priceRange })} error={message('priceRange')} />
            <Input label="Currency" required maxLength={3} {...bind('currency')} />
          </div>
          <Input
            label="Payment methods"
            required
            hint="Separate entries with a comma and a space: Cash, Credit Card, Debit Card"
            {...bind('paymentMethods')}
          />
          <div className="ui-form-grid">
            <Textarea
              label="Business hours"
              required
              hint='One per line, e.g. "Mo-Fr 07:00-17:00"'
              {...bind('businessHours')}
            />
            <Textarea
              label="Delivery hours"
              required
              hint='One per line, e.g. "Mo-Fr 07:00-17:00"'
              {...bind('deliveryHours')}
            />
          </div>
          <Input
            label="Same-day cut-off"
            required
            hint="Orders before this time (24-hour, e.g. 12:00 or 13:30) are delivered the same day; the public pages say it as 12 PM or 1:30 PM"
            {...bind('sameDayCutoff')}
          />
          <OtherIssues messages={unclaimedMessages(issues, fields)} />
          {conflict && <SaveConflict onReloaded={cancel} />}
          <FormActions submitLabel="Save Changes" busyLabel="Saving..." busy={saving} onCancel={cancel} align="start" />
        </form>
      )}
    </EditorCard>
  );
}
