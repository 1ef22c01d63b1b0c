import { Alert, Button } from '../../ui';
import type { ImportFailure } from './import-failure';
import { RefusedRows } from './refused-rows';

interface ImportFailureAlertProps {
  failure: ImportFailure;
  title?: string;
  /** Sends the file again with skipInvalid=true; offered when the server refused some rows and wrote nothing. */
  onImportValidRows: () => void;
  busy: boolean;
}

/** A refused import: the server's words, the refused rows (line, column, reason) and 'Import valid rows only'. */
export function ImportFailureAlert({ failure, title = 'Import failed. Please check your CSV format and try again.', onImportValidRows, busy }: ImportFailureAlertProps) {
  return (
    <Alert variant="destructive" title={title}>
      {failure.serverMessage && <p className="import-dialog__reason">{failure.serverMessage}</p>}
      {failure.refused.length > 0 && <RefusedRows rows={failure.refused} />}
      {failure.canImportValidRows && (
        <Button variant="outline" size="sm" changesData disabled={busy} onClick={onImportValidRows}>
          Import valid rows only
        </Button>
      )}
    </Alert>
  );
}
