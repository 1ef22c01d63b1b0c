import { createFileRoute } from '@tanstack/react-router';
import { auditFiltersOf } from '../tabs/audit/audit-filters';
import { AuditTab } from '../tabs/audit/audit-tab';

export const Route = createFileRoute('/audit')({
  // The filters live in the URL: a filtered list can be shared and survives a reload.
  validateSearch: auditFiltersOf,
  component: AuditTab,
});
