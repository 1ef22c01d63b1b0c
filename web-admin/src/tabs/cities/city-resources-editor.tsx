import { localResourceLimits } from '@local-seo/contracts';
import { Button, IconButton, Input, PlusIcon, TrashIcon } from '../../ui';
import { emptyResourceRow, type ResourceRow } from './city-form';

interface CityResourcesEditorProps {
  rows: readonly ResourceRow[];
  error: string | undefined;
  onRows: (rows: ResourceRow[]) => void;
}

/**
 * The city's local resources (docs/decisions.md, decision 16): a row each, a title and a link or a
 * short text, added and removed here; the message of a refused row names its number ('Resource 2
 * needs a title').
 */
export function CityResourcesEditor({ rows, error, onRows }: CityResourcesEditorProps) {
  const change = (index: number, field: keyof ResourceRow, value: string) => onRows(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const full = rows.length >= localResourceLimits.count;
  return (
    <fieldset className="city-resources">
      <legend className="ui-field__label">Local Resources</legend>
      <p className="ui-field__hint">
        Guides, calculators or bylaw pages for this city, shown in the page&apos;s Resources. Each has a title and either a link or a short text; at most{' '}
        {localResourceLimits.count}.
      </p>
      {rows.map((row, index) => (
        <div className="city-resources__row" key={index} role="group" aria-label={`Resource ${index + 1}`}>
          <Input label="Title" maxLength={localResourceLimits.title} value={row.title} onChange={(event) => change(index, 'title', event.target.value)} />
          <Input label="Link" inputMode="url" placeholder="https://" value={row.url} onChange={(event) => change(index, 'url', event.target.value)} />
          <Input label="Or a short text" maxLength={localResourceLimits.text} value={row.text} onChange={(event) => change(index, 'text', event.target.value)} />
          <IconButton label={`Remove resource ${index + 1}`} changesData={false} onClick={() => onRows(rows.filter((_, i) => i !== index))}>
            <TrashIcon />
          </IconButton>
        </div>
      ))}
      {error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button variant="outline" size="sm" icon={<PlusIcon />} changesData={false} disabled={full} onClick={() => onRows([...rows, emptyResourceRow()])}>
        Add resource
      </Button>
    </fieldset>
  );
}
