import type { ChangeEvent } from 'react';
import { formatKilobytes } from '../../lib/format';
import { Field } from '../../ui';

interface CsvFileFieldProps {
  label: string;
  /** The file chosen, named with its size under the picker. */
  file: File | null;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A CSV file picker: the import dialog's and the suppliers upload's. */
export function CsvFileField({ label, file, disabled, onChange }: CsvFileFieldProps) {
  return (
    <Field label={label}>
      {({ id }) => (
        <>
          <input id={id} type="file" accept=".csv,text/csv" className="import-dialog__file" disabled={disabled} onChange={onChange} />
          {file && (
            <p className="import-dialog__chosen">
              {file.name} <span className="import-dialog__size">({formatKilobytes(file.size)})</span>
            </p>
          )}
        </>
      )}
    </Field>
  );
}
