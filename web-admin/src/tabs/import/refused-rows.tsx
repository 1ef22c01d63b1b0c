import type { FieldIssue } from '@local-seo/contracts';
import { formatNumber } from '../../lib/format';

/** The rows an import refused: line, column and reason, as the server listed them. */
export function RefusedRows({ rows }: { rows: readonly FieldIssue[] }) {
  return (
    <div className="import-refused" tabIndex={0} role="region" aria-label="Refused rows">
      <table className="import-refused__table">
        <caption className="import-refused__caption">
          {rows.length === 1 ? '1 problem' : `${formatNumber(rows.length)} problems`} found in the file
        </caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Column</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.line ?? ''}-${row.field}-${index}`}>
              <td>{row.line ?? '—'}</td>
              <td>{row.field}</td>
              <td>{row.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
