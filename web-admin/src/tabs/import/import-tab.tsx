import { useState } from 'react';
import { useBrandName } from '../../lib/site';
import { Alert, Button, Card, PageHeader } from '../../ui';
import { ImportDialog } from './ImportDialog';
import { dataImportTypes, importTypeDescription, importTypeLabel, templatePath, type ImportType } from './import-types';
import type { ImportAnswer } from './queries';
import { RawSuppliers } from './raw-suppliers';
import { SupplierUpload } from './supplier-upload';
import './import.css';

const locationTypes: readonly ImportType[] = ['supplier-locations'];

/** The Data Import tab: CSV imports of each type with their templates, and the raw supplier upload. */
export function ImportTab() {
  const brandName = useBrandName() ?? 'Brand';
  const [dialog, setDialog] = useState<'data' | 'locations' | null>(null);
  const [imported, setImported] = useState<ImportAnswer | null>(null);
  const openDialog = (which: 'data' | 'locations') => {
    setImported(null);
    setDialog(which);
  };

  return (
    <>
      <PageHeader
        title="Data Import"
        description="Import products, weather suggestions and supplier data from CSV files. A file with an invalid row imports nothing until it is corrected."
        actions={
          <>
            <Button onClick={() => openDialog('data')}>Import CSV Data</Button>
            <Button variant="outline" onClick={() => openDialog('locations')}>
              Import Locations CSV
            </Button>
          </>
        }
      />
      {imported && (
        <Alert variant="success" title="Import completed successfully!" className="import__result">
          {imported.message}
        </Alert>
      )}
      <div className="ui-columns">
        <Card title="Import types" description="Each type reads its own columns. Download a template to start from a file the import accepts.">
          <ul className="ui-list import__types">
            {[...dataImportTypes, ...locationTypes].map((type) => (
              <li key={type}>
                <span className="import__type-name">{importTypeLabel(type, brandName)}</span>
                <span className="import__type-description">{importTypeDescription(type, brandName)}</span>
                <a href={templatePath(type)} download>
                  Template<span className="visually-hidden"> for {importTypeLabel(type, brandName)}</span>
                </a>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Supplier upload" description="The raw supplier list, one row per supplier, matched by name.">
          <SupplierUpload />
        </Card>
        <Card title="Raw suppliers" className="import__wide">
          <RawSuppliers />
        </Card>
      </div>
      <ImportDialog open={dialog === 'data'} onOpenChange={(open) => !open && setDialog(null)} types={dataImportTypes} onImported={setImported} />
      <ImportDialog
        open={dialog === 'locations'}
        onOpenChange={(open) => !open && setDialog(null)}
        types={locationTypes}
        title="Import Supplier Locations"
        onImported={setImported}
      />
    </>
  );
}
