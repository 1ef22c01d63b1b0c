import { cityTemplates, provinces, type AdminCity, type CityCreateInput } from '@local-seo/contracts';
import { useState } from 'react';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useBrandName } from '../../lib/site';
import { Dialog, FormActions, Input, saveOrCreateLabels, Select, Switch, Textarea } from '../../ui';
import { changeCityField, checkCityForm, cityFields, editCityForm, newCityForm, type CityField, type CityFormValues } from './city-form';

const provinceOptions = provinces.map((province) => ({ value: province.name, label: province.name }));
const templateLabels: Record<(typeof cityTemplates)[number], string> = { standard: 'Standard', tabbed: 'Tabbed (A/B test)' };
const templateOptions = cityTemplates.map((template) => ({ value: template, label: templateLabels[template] }));

interface CityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The city to edit; none to add a new one. */
  city?: AdminCity;
  /** Saves; a rejected ApiError's `details` land under their fields. */
  onSave: (input: CityCreateInput) => Promise<unknown>;
}

/** Add New City and Edit City: the same fields and rules. */
export function CityDialog({ open, onOpenChange, city, onSave }: CityDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="2xl"
      title={city ? `Edit ${city.city_name}` : 'Add New City'}
      description={city ? 'Change the city and its landing page.' : 'Create a city with its own landing page.'}
    >
      <CityForm city={city} onSave={onSave} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function CityForm({ city, onSave, onCancel }: { city?: AdminCity; onSave: CityDialogProps['onSave']; onCancel: () => void }) {
  const brandName = useBrandName() ?? '';
  const [form, setForm] = useState(() => (city ? editCityForm(city) : newCityForm()));
  const { values } = form;
  const { errors, saving, clearError, onSubmit } = useFormSubmit({ check: () => checkCityForm(values), save: onSave, fields: cityFields() });

  const change = <K extends CityField>(field: K, value: CityFormValues[K]) => {
    setForm((current) => changeCityField(current, field, value, brandName));
    clearError(field);
  };
  const text = (field: Exclude<CityField, 'page_active' | 'template'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

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
      <div className="ui-form-grid">
        <Switch
          label="Activate Page Immediately"
          description="An active city has a public landing page."
          checked={values.page_active}
          onCheckedChange={(checked) => change('page_active', checked)}
        />
        <Select
          label="Page Template"
          required
          options={templateOptions}
          value={values.template}
          error={errors.template}
          onChange={(event) => change('template', event.target.value === 'tabbed' ? 'tabbed' : 'standard')}
        />
      </div>
      <FormActions {...saveOrCreateLabels(Boolean(city), 'City')} busy={saving} onCancel={onCancel} />
    </form>
  );
}
