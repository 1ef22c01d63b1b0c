import { taxonomyCreateSchema, type TaxonomyKind } from '@local-seo/contracts';
import { useState, type FormEvent } from 'react';
import { toastFailure } from '../../lib/feedback';
import { Button, Input, PlusIcon, toast } from '../../ui';
import { useCreateTaxonomy } from './queries';
import { createFailedText, taxonomyNoun, taxonomyTitle } from './taxonomy-text';

/** Adds a category, unit type or brand status: a non-empty trimmed name. */
export function TaxonomyCreateForm({ kind, brandName }: { kind: TaxonomyKind; brandName: string }) {
  const create = useCreateTaxonomy(kind);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const title = taxonomyTitle(kind, brandName);
  const noun = taxonomyNoun(kind, brandName);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('name') as HTMLInputElement;
    const parsed = taxonomyCreateSchema(kind).safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.focus();
      return;
    }
    try {
      const entry = await create.mutateAsync(parsed.data.name);
      setName('');
      toast({ title: `${title} created`, description: `"${entry.name}" was added.` });
    } catch (failure) {
      toastFailure(createFailedText(kind, brandName), failure, 'Please try again.');
    }
  };

  return (
    <form className="ui-toolbar categories__create" noValidate onSubmit={(event) => void submit(event)}>
      <Input
        label={`${title} name`}
        name="name"
        autoComplete="off"
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" icon={<PlusIcon />} busy={create.isPending}>
        {create.isPending ? 'Adding...' : `Add ${noun}`}
      </Button>
    </form>
  );
}
