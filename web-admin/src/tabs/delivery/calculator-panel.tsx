import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Input, Select } from '../../ui';
import { citiesQueryOptions } from '../cities/queries';
import { DeliveryAnswerView } from './delivery-answer';
import { deliveryQueryOptions } from './queries';
import { checkCalculatorForm, type CalculatorForm, type DeliveryQuery } from './rules';

type Errors = Partial<Record<'city' | 'latitude' | 'longitude', string>>;
const modes = [
  { value: 'city', label: 'A city' },
  { value: 'coordinates', label: 'Coordinates' },
] as const;

/** docs/decisions.md, decision 7: pick a city (or a point) and ask who delivers there, and what. */
export function CalculatorPanel() {
  const queryClient = useQueryClient();
  const cities = useQuery(citiesQueryOptions());
  const [form, setForm] = useState<CalculatorForm>({ mode: 'city', city: '', latitude: '', longitude: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [asked, setAsked] = useState<DeliveryQuery | null>(null);

  const cityOptions = useMemo(
    () =>
      (cities.data ?? []).map((city) => ({
        value: city.url_slug,
        label: `${city.city_name}, ${city.province}${city.page_active ? '' : ' (page inactive)'}`,
      })),
    [cities.data],
  );

  const edit = (change: Partial<CalculatorForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setErrors({});
  };

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCalculatorForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setAsked(check.query);
    // The button always asks the server again: locations and products change.
    void queryClient.invalidateQueries({ queryKey: deliveryQueryOptions(check.query).queryKey });
  };

  return (
    <div className="ui-stack">
      <form className="delivery__calculator" noValidate aria-label="Delivery calculator" onSubmit={calculate}>
        <fieldset className="delivery__modes">
          <legend className="delivery__legend">Deliver to</legend>
          {modes.map((mode) => (
            <label key={mode.value} className="delivery__mode">
              <input type="radio" name="delivery-mode" value={mode.value} checked={form.mode === mode.value} onChange={() => edit({ mode: mode.value })} />
              {mode.label}
            </label>
          ))}
        </fieldset>
        {form.mode === 'city' ? (
          <Select
            label="City"
            required
            placeholder={cities.isPending ? 'Loading cities...' : 'Select a city'}
            options={cityOptions}
            value={form.city}
            error={errors.city}
            onChange={(event) => edit({ city: event.target.value })}
            fieldClassName="delivery__city"
          />
        ) : (
          <div className="delivery__coordinates">
            <Input label="Latitude" required inputMode="decimal" placeholder="44.3894" value={form.latitude} error={errors.latitude} onChange={(event) => edit({ latitude: event.target.value })} />
            <Input label="Longitude" required inputMode="decimal" placeholder="-79.6903" value={form.longitude} error={errors.longitude} onChange={(event) => edit({ longitude: event.target.value })} />
          </div>
        )}
        <Button type="submit" changesData={false} className="delivery__calculate">
          Calculate Delivery
        </Button>
      </form>
      {cities.isError && <Alert variant="warning" title="Cities could not be loaded">{cities.error.message} You can still enter coordinates.</Alert>}
      {asked && <DeliveryAnswerView query={asked} />}
    </div>
  );
}
