import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { siteQueryOptions } from '../../lib/site';
import { Alert, Card, Input, PageHeader, Skeleton } from '../../ui';
import { BlankPagePreview } from './blank-page-preview';
import './templates.css';

/** The Templates tab: the blank branded page every public page starts from, with an optional title. */
export function TemplatesTab() {
  const site = useQuery(siteQueryOptions());
  const [title, setTitle] = useState('');

  return (
    <>
      <PageHeader title="Templates" description="The blank branded page: header, breadcrumb, content area and footer." />
      <Card title="Blank Page Template" headingLevel={2}>
        <div className="templates__controls">
          <Input
            label="Page Title (optional)"
            placeholder="e.g. Spring Mulch Sale"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            hint="Shown in the breadcrumb and as the page heading."
            fieldClassName="templates__title-field"
          />
        </div>
        {site.isPending ? (
          <Skeleton height="24rem" />
        ) : site.isError ? (
          <Alert variant="destructive">The brand settings could not be loaded: {site.error.message}</Alert>
        ) : (
          <BlankPagePreview site={site.data} title={title.trim()} />
        )}
      </Card>
    </>
  );
}
