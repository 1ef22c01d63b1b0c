import type { ConsolidateResult } from '@local-seo/contracts';
import { formatNumber } from '../../lib/format';
import { Alert, Button } from '../../ui';

/** How many merges the result lists before summing up the rest. */
const shownMerges = 10;

/** What the server answered to 'Consolidate products': which records were kept and which removed. */
export function ConsolidationResult({ result, onDismiss }: { result: ConsolidateResult; onDismiss: () => void }) {
  const rest = result.merged.length - shownMerges;
  return (
    <Alert variant="success" title={result.message} className="products__result">
      {result.merged.length > 0 && (
        <ul className="products__merges">
          {result.merged.slice(0, shownMerges).map((merge) => (
            <li key={merge.kept_id}>
              Kept {merge.product_name} ({merge.category}, ID {merge.kept_id}); removed ID {merge.removed_ids.join(', ')}
            </li>
          ))}
          {rest > 0 && <li>and {formatNumber(rest)} more</li>}
        </ul>
      )}
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </Alert>
  );
}
