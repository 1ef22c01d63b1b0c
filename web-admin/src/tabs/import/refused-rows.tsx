import type { FieldIssue } from '@local-seo/contracts';
import { formatNumber } from '../../lib/format';
import { PlainTable } from '../../ui';

/** The rows an import refused: line, column and reason, as the server listed them. */
export function RefusedRows({ rows }: { rows: readonly FieldIssue[] }) {
  return (
    <div className="import-refused" tabIndex={0} role="region" aria-label="Refused rows">
      <PlainTable columns={['Line', 'Column', 'Reason']} caption={`${rows.length === 1 ? '1 problem' : `${formatNumber(rows.length)} problems`} found in the file`} compact>
        {rows.map((row, index) => (
          <tr key={`${row.line ?? ''}-${row.field}-${index}`}>
            <td>{row.line ?? '—'}</td>
            <td>{row.field}</td>
            <td>{row.message}</td>
          </tr>
        ))}
      </PlainTable>
    </div>
  );
}
