import { schemaSettingsSchema, type SchemaSettings } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format';
import { LoadError, PageHeader, SectionTabs, Skeleton } from '../../ui';
import { BusinessDetailsEditor } from './business-details-editor';
import { JsonTemplateEditor } from './json-template-editor';
import { MessagingEditor } from './messaging-editor';
import { schemaSettingsQueryOptions } from './queries';
import { SchemaVersions } from './schema-versions';
import './schema.css';

const pageTypes = schemaSettingsSchema.shape.pageTypes;
const cityPageTypes = pageTypes.pick({ cityPages: true, countyPages: true, multiCityPages: true });
const deliveryPageTypes = pageTypes.pick({ deliveryPage: true });

const withPageTypes = (settings: SchemaSettings, part: Partial<SchemaSettings['pageTypes']>): SchemaSettings => ({
  ...settings,
  pageTypes: { ...settings.pageTypes, ...part },
});

function Editors({ settings }: { settings: SchemaSettings }) {
  const { cityPages, countyPages, multiCityPages, deliveryPage } = settings.pageTypes;
  return (
    <SectionTabs
      label="Schema sections"
      sections={[
        { value: 'configuration', label: 'Configuration', panel: <BusinessDetailsEditor settings={settings} /> },
        { value: 'messaging', label: 'Messaging', panel: <MessagingEditor settings={settings} /> },
        {
          value: 'city',
          label: 'City Pages',
          panel: (
            <JsonTemplateEditor
              title="City Pages"
              description="The JSON-LD of each city page (and of county and multi-city pages): the business types, breadcrumbs and the top products list."
              value={{ cityPages, countyPages, multiCityPages }}
              schema={cityPageTypes}
              toSettings={(part) => withPageTypes(settings, part)}
            />
          ),
        },
        {
          value: 'delivery',
          label: 'Delivery Page',
          panel: (
            <JsonTemplateEditor
              title="Delivery Page"
              description="The JSON-LD of the delivery service-areas page."
              value={{ deliveryPage }}
              schema={deliveryPageTypes}
              toSettings={(part) => withPageTypes(settings, part)}
            />
          ),
        },
      ]}
    />
  );
}

/** The Schema tab: the structured-data settings the public pages' JSON-LD is built from, saved on the server. */
export function SchemaTab() {
  const current = useQuery(schemaSettingsQueryOptions());
  return (
    <>
      <PageHeader
        title="Schema Management"
        description={
          <>
            The structured data (JSON-LD) search engines read on every public page.
            {current.data && (
              <span className="schema-tab__version">
                Version {current.data.version}, saved {formatDateTime(current.data.updated_at)}
              </span>
            )}
          </>
        }
      />
      {current.error ? (
        <LoadError what="The schema settings" error={current.error} />
      ) : !current.data ? (
        <div role="status">
          <span className="visually-hidden">Loading the schema settings...</span>
          <Skeleton height="20rem" />
        </div>
      ) : (
        <>
          <Editors settings={current.data.settings} />
          <SchemaVersions current={current.data.version} />
        </>
      )}
    </>
  );
}
