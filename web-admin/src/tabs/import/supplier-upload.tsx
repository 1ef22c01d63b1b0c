import { useRef, useState, type FormEvent } from 'react';
import { toastFailure } from '../../lib/feedback';
import { Button, toast } from '../../ui';
import { chosenCsvFile, toastNoFile } from './csv-file';
import { CsvFileField } from './csv-file-field';
import { importFailure, type ImportFailure } from './import-failure';
import { ImportFailureAlert } from './import-failure-alert';
import { templatePath } from './import-types';
import { useSupplierUpload } from './queries';

/**
 * The separate raw supplier upload (POST /api/import/suppliers): all or nothing; a
 * refused file lists its refused rows and can be sent again for the valid rows only.
 */
export function SupplierUpload() {
  const upload = useSupplierUpload();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<ImportFailure | null>(null);

  const send = async (skipInvalid: boolean) => {
    if (!file) {
      toastNoFile();
      return;
    }
    setFailure(null);
    try {
      const answer = await upload.mutateAsync({ file, skipInvalid });
      toast({ title: 'Upload Successful', description: answer.message });
      setFile(null);
      form.current?.reset();
    } catch (error) {
      setFailure(importFailure(error));
      toastFailure('Upload Failed', error, 'Failed to upload file');
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <form ref={form} className="ui-stack import-suppliers" onSubmit={submit}>
      <CsvFileField
        label="Suppliers CSV file"
        file={file}
        disabled={upload.isPending}
        onChange={(event) => {
          setFailure(null);
          setFile(chosenCsvFile(event.target));
        }}
      />
      {failure && (
        <ImportFailureAlert
          failure={failure}
          title="Upload failed. Please check your CSV format and try again."
          busy={upload.isPending}
          onImportValidRows={() => void send(true)}
        />
      )}
      <div className="ui-bar import-suppliers__actions">
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
