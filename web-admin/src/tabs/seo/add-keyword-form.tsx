import { keywordTypes, type KeywordType, type SeoPage } from '@local-seo/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { toastFailure } from '../../lib/feedback';
import { Button, Input, Select, useToast } from '../../ui';
import { useAddKeyword } from './queries';
import { checkKeywordDraft, pageOptionValue, type KeywordDraft, type KeywordDraftErrors } from './rules';

const typeLabels: Record<KeywordType, string> = { primary: 'Primary', secondary: 'Secondary', programmatic: 'Programmatic' };
const typeOptions = keywordTypes.map((type) => ({ value: type, label: typeLabels[type] }));

const emptyDraft: KeywordDraft = { page: '', keyword: '', keywordType: 'primary' };

/** The server's field messages, on the form's fields. */
function serverErrors(error: unknown): KeywordDraftErrors {
  if (!(error instanceof ApiError)) return {};
  const fields = error.fieldErrors;
  return { page: fields.page_id ?? fields.page_type ?? fields.page_url, keyword: fields.keyword };
}

/** Adds a keyword to an active page; inactive pages are listed but cannot be chosen. */
export function AddKeywordForm({ pages, loading }: { pages: readonly SeoPage[]; loading: boolean }) {
  const { toast } = useToast();
  const add = useAddKeyword();
  const [draft, setDraft] = useState<KeywordDraft>(emptyDraft);
  const [errors, setErrors] = useState<KeywordDraftErrors>({});
  const pageOptions = useMemo(
    () =>
      pages.map((page) => ({
        value: pageOptionValue(page),
        label: page.active ? `${page.name} (${page.url})` : `${page.name} (${page.url}) - inactive`,
        disabled: !page.active,
      })),
    [pages],
  );

  const change = (patch: Partial<KeywordDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field's message goes once the field changes.
    setErrors((current) => ({
      page: 'page' in patch ? undefined : current.page,
      keyword: 'keyword' in patch ? undefined : current.keyword,
    }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkKeywordDraft(draft, pages);
    if (!check.ok) return setErrors(check.errors);
    add.mutate(check.input, {
      onSuccess: () => {
        toast({ title: 'Keyword added successfully', description: `"${check.input.keyword}" is now tracked.` });
        setDraft((current) => ({ ...current, keyword: '' }));
      },
      onError: (error) => {
        setErrors(serverErrors(error));
        toastFailure('Failed to add keyword', error, 'The keyword was not saved');
      },
    });
  };

  return (
    <form className="seo-keyword-form" onSubmit={onSubmit} noValidate aria-label="Add keyword">
      <Select
        label="Page"
        required
        placeholder={loading ? 'Loading pages...' : 'Select a page'}
        options={pageOptions}
        value={draft.page}
        onValue={(page) => change({ page })}
        error={errors.page}
        fieldClassName="seo-keyword-form__page"
      />
      <Input
        label="Keyword"
        required
        value={draft.keyword}
        onChange={(event) => change({ keyword: event.target.value })}
        error={errors.keyword}
        maxLength={255}
        fieldClassName="seo-keyword-form__keyword"
      />
      <Select label="Type" options={typeOptions} value={draft.keywordType} onValue={(keywordType) => change({ keywordType })} />
      <Button type="submit" busy={add.isPending} className="seo-keyword-form__submit">
        {add.isPending ? 'Adding...' : 'Add Keyword'}
      </Button>
    </form>
  );
}
