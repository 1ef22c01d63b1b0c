import { createFileRoute } from '@tanstack/react-router';
import { ContractorsTab } from '../tabs/contractors/contractors-tab';
import { contractorsSearchSchema } from '../tabs/contractors/list-view';

export const Route = createFileRoute('/contractors')({
  // The list's view lives in the URL (list, industry, search, sort, page): a reload or a shared link shows the same one.
  validateSearch: (search: Record<string, unknown>) => contractorsSearchSchema.parse(search),
  component: ContractorsTab,
});
