import { cityTemplates, provinces, type AdminCity, type CityCreateInput, type CityUpdateInput } from '@local-seo/contracts';
import { useState } from 'react';
import { onlyChanged, useVersionedForm, whoChanged, type VersionedSave } from '../../lib/edit-conflict';
import { textFields } from '../../lib/text-fields';
import { useBrandName } from '../../lib/site';
import { ConflictDialog, FormActions, Input, saveOrCreateLabels, Select, Switch, Textarea } from '../../ui';
import { recordDialog, type RecordFormProps } from '../../ui/record-dialog';
import { changedCityFields, cityDifferences } from './city-conflict';
import { changeCityField, checkCityForm, cityFields, editCityForm, introductionLength, newCityForm, type CityField, type CityFormValues } from './city-form';
import { CityResourcesEditor } from './city-resources-editor';
import { staleCityOf } from './queries';

const provinceOptions = provinces.map((province) => ({ value: province.name, label: province.name }));
const templateLabels: Record<(typeof cityTemplates)[number], string> = { standard: 'Standard', tabbed: 'Tabbed (A/B test)' };
const templateOptions = cityTemplates.map((template) => ({ value: template, label: templateLabels[template] }));

/** A new city whole, or a change based on the version it was loaded from (If-Match). */
export type CitySave = VersionedSave<CityCreateInput, CityUpdateInput>;

/** Add New City and Edit City: the same fields and rules. */
export const CityDialog = recordDialog(CityForm, {
  add: { title: 'Add New City', description: 'Create a city with its own landing page.' },
  edit: (city) => ({ title: `Edit ${city.city_name}`, description: 'Change the city and its landing page.' }),
});

function CityForm({ record: city, onSave, onCancel }: RecordFormProps<AdminCity, CitySave>) {
  const brandName = useBrandName() ?? '';
  const [form, setForm] = useState(() => (city ? editCityForm(city) : newCityForm()));
  const { values } = form;
  const [contentShown] = useState(() => values.local_introduction !== '' || values.local_resources.length > 0);
  const { base, theirs, save, reload, errors, saving, clearError, onSubmit } = useVersionedForm(city, staleCityOf, onSave, {
    check: () => checkCityForm(values),
    fields: cityFields(),
  });
  /** The fields the form changed since it loaded `base`, sent again on top of their version. */
  const changesOnTop = (loaded: AdminCity): CityUpdateInput => {
    const check = checkCityForm(values);
    return check.ok ? onlyChanged(check.value, changedCityFields(loaded, values)) : {};
  };

  const change = <K extends CityField>(field: K, value: CityFormValues[K]) => {
    setForm((current) => changeCityField(current, field, value, brandName));
    clearError(field);
  };
  const text = textFields<Exclude<CityField, 'page_active' | 'template' | 'local_resources'>>(values, errors, change);

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit}>
      <div className="ui-form-grid">
        <Input label="City Name" required autoComplete="off" placeholder="e.g. Barrie" {...text('city_name')} data-autofocus />
        <Select label="Province" required placeholder="Select a province" options={provinceOptions} {...text('province')} />
        <Input label="Latitude" required inputMode="decimal" placeholder="e.g. 44.3894" {...text('latitude')} />
        <Input label="Longitude" required inputMode="decimal" placeholder="e.g. -79.6903" {...text('longitude')} />
        <Input label="Population" inputMode="numeric" {...text('population')} />
        <Input
          label="URL Slug"
          required
          autoComplete="off"
          hint={values.url_slug ? `The page will be at /${values.url_slug}` : 'Follows the city name until you edit it'}
          {...text('url_slug')}
        />
      </div>
      <Input label="SEO Title" hint="Filled in from the city and province until you edit it" {...text('seo_title')} />
      <Textarea label="SEO Description" rows={3} {...text('seo_description')} />
      {/* In Edit only, folded for a city without any: the form to add a city stays as short as it was. */}
      {city && (
        <details className="city-content" open={contentShown || errors.local_introduction !== undefined || errors.local_resources !== undefined}>
          <summary>The city&apos;s own content: introduction and local resources</summary>
          <Textarea
            label="Local Introduction"
            rows={8}
            hint={
              <span>
                {introductionLength(values.local_introduction).advice} A blank line starts a paragraph; a link is written{' '}
                <code>&lt;a href="https://…"&gt;text&lt;/a&gt;</code>.
              </span>
            }
            {...text('local_introduction')}
          />
          <CityResourcesEditor rows={values.local_resources} error={errors.local_resources} onRows={(rows) => change('local_resources', rows)} />
        </details>
      )}
      <div className="ui-form-grid">
        <Switch
          label="Activate Page Immediately"
          description="An active city has a public landing page."
          checked={values.page_active}
          onCheckedChange={(checked) => change('page_active', checked)}
        />
        <Select label="Page Template" required options={templateOptions} value={values.template} error={errors.template} onValue={(template) => change('template', template)} />
      </div>
      <FormActions {...saveOrCreateLabels(Boolean(city), 'City')} busy={saving} onCancel={onCancel} />
      {base && theirs && (
        <ConflictDialog
          what="city"
          who={whoChanged(theirs, 'city')}
          differences={cityDifferences(theirs, values)}
          onReload={() => {
            reload(theirs);
            setForm(editCityForm(theirs));
          }}
          onApplyOnTop={() => save({ kind: 'update', id: base.id, body: changesOnTop(base), basedOn: theirs.version })}
        />
      )}
    </form>
  );
}
