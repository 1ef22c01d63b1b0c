import { createFileRoute } from '@tanstack/react-router';
import { StaffTab } from '../tabs/staff/staff-tab';

export const Route = createFileRoute('/staff')({
  component: StaffTab,
});
