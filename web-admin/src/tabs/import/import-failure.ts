import type { FieldIssue } from '@local-seo/contracts';
import { ApiError } from '../../lib/api';

export interface ImportFailure {
  /** 'Import failed: {status text}' (docs/behaviour/admin-back-office.md#data-import), the toast's description. */
  message: string;
  /** The server's own words, e.g. '2 rows are invalid (of 40); nothing was imported. ...'. */
  serverMessage: string | null;
  /** The rows the server refused (line, column, reason), by line. */
  refused: FieldIssue[];
  /** A 422 refused some rows and wrote nothing: the valid rows alone can be sent again. */
  canImportValidRows: boolean;
}

/** What the dialog shows when an import fails. */
export function importFailure(error: unknown): ImportFailure {
  if (!(error instanceof ApiError)) {
    return { message: `Import failed: ${error instanceof Error ? error.message : String(error)}`, serverMessage: null, refused: [], canImportValidRows: false };
  }
  // The error shape's `error` is the HTTP status text ('Unprocessable Entity').
  const statusText = error.body?.error ?? (error.status > 0 ? String(error.status) : error.message);
  const refused = [...(error.body?.details ?? [])].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return {
    message: `Import failed: ${statusText}`,
    serverMessage: error.body?.message ?? null,
    refused,
    canImportValidRows: error.status === 422 && refused.length > 0,
  };
}
