import { useState, type ChangeEvent } from 'react';
import type { UploadProgress } from '../../lib/api';
import { useBrandName } from '../../lib/site';
import { Dialog, FormActions, Select, toast } from '../../ui';
import { chosenCsvFile, toastNoFile } from './csv-file';
import { CsvFileField } from './csv-file-field';
import { importFailure, type ImportFailure } from './import-failure';
import { ImportFailureAlert } from './import-failure-alert';
import { importTypeDescription, importTypeLabel, templatePath, type ImportType } from './import-types';
import { useImportCsv, type ImportAnswer } from './queries';

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The types offered, first one chosen (the Data Import tab: its five; Supplier Locations: its own). */
  types: readonly ImportType[];
  title?: string;
  /** After a successful import (the dialog has closed): show the server's answer. */
  onImported?: (answer: ImportAnswer) => void;
}

/**
 * The Import CSV Data dialog (docs/behaviour/admin-back-office.md#data-import; docs/decisions.md, decision 9): a type, a .csv
 * file, the real upload and processing progress, and on failure the rows the server
 * refused, with a way to import the valid rows only.
 */
export function ImportDialog({ open, onOpenChange, types, title = 'Import CSV Data', onImported }: ImportDialogProps) {
  // While a file is being imported the dialog cannot be closed: the answer must be seen.
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} size="md" title={title} description="Choose what the file holds, then the CSV file.">
      <ImportForm
        types={types}
        onBusyChange={setBusy}
        onCancel={() => onOpenChange(false)}
        onImported={(answer) => {
          onOpenChange(false);
          onImported?.(answer);
        }}
      />
    </Dialog>
  );
}

interface ImportFormProps {
  types: readonly ImportType[];
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onImported: (answer: ImportAnswer) => void;
}

function ImportForm({ types, onBusyChange, onCancel, onImported }: ImportFormProps) {
  const brandName = useBrandName() ?? 'Brand';
  const importCsv = useImportCsv();
  const [type, setType] = useState<ImportType>(types[0] ?? 'products');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const importing = importCsv.isPending;
  const typeOptions = types.map((value) => ({ value, label: importTypeLabel(value, brandName) }));

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFailure(null);
    setFile(chosenCsvFile(event.target));
  };

  const run = async (skipInvalid: boolean) => {
    if (!file) {
      toastNoFile();
      return;
    }
    setFailure(null);
    setProgress({ phase: 'uploading', percent: 0 });
    onBusyChange(true);
    try {
      const answer = await importCsv.mutateAsync({ type, file, skipInvalid, onProgress: setProgress });
      toast({ title: 'Import Successful', description: answer.message });
      onImported(answer);
    } catch (error) {
      const failed = importFailure(error);
      setFailure(failed);
      toast({ title: 'Import Failed', description: failed.message, variant: 'destructive' });
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  return (
    <div className="ui-stack">
      <Select
        label="Import type"
        options={typeOptions}
        value={type}
        disabled={importing}
        hint={importTypeDescription(type, brandName)}
        onChange={(event) => {
          setType(event.target.value as ImportType);
          setFailure(null);
        }}
      />
      <a className="import-dialog__template" href={templatePath(type)} download>
        Download the {importTypeLabel(type, brandName)} template (CSV)
      </a>
      <CsvFileField label="CSV file" file={file} disabled={importing} onChange={chooseFile} />
      {progress && <ImportProgress progress={progress} />}
      {failure && <ImportFailureAlert failure={failure} busy={importing} onImportValidRows={() => void run(true)} />}
      <FormActions submitLabel="Import" busyLabel="Importing..." busy={importing} disabled={!file} onCancel={onCancel} onSubmit={() => void run(false)} />
    </div>
  );
}

/** The real progress: the share of the file sent, then the server's work until it answers. */
function ImportProgress({ progress }: { progress: UploadProgress }) {
  const uploading = progress.phase === 'uploading';
  const text = uploading ? `Uploading... ${progress.percent}%` : 'Processing rows...';
  return (
    <div className="import-dialog__progress">
      <progress aria-label={text} max={100} value={uploading ? progress.percent : undefined} />
      <p aria-live="polite" className="import-dialog__progress-text">
        {text}
      </p>
    </div>
  );
}
