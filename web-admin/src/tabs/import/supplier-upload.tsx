import { useState, type FormEvent } from 'react';
import { toastFailure } from '../../lib/feedback';
import { Button, toast } from '../../ui';
import { chosenCsvFile, toastNoFile } from './csv-file';
import { CsvFileField } from './csv-file-field';
import { templatePath } from './import-types';
import { useSupplierUpload } from './queries';

/** The separate raw supplier upload (POST /api/import/suppliers). */
export function SupplierUpload() {
  const upload = useSupplierUpload();
  const [file, setFile] = useState<File | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!file) {
      toastNoFile();
      return;
    }
    try {
      const answer = await upload.mutateAsync(file);
      toast({ title: 'Upload Successful', description: answer.message });
      setFile(null);
      form.reset();
    } catch (error) {
      toastFailure('Upload Failed', error, 'Failed to upload file');
    }
  };

  return (
    <form className="import-suppliers" onSubmit={(event) => void submit(event)}>
      <CsvFileField label="Suppliers CSV file" file={file} disabled={upload.isPending} onChange={(event) => setFile(chosenCsvFile(event.target))} />
      <div className="import-suppliers__actions">
        <a href={templatePath('suppliers')} download>
          Download the suppliers template (CSV)
        </a>
        <Button type="submit" variant="secondary" disabled={!file} busy={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload Suppliers'}
        </Button>
      </div>
    </form>
  );
}
