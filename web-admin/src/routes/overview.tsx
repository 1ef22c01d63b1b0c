import { createFileRoute } from '@tanstack/react-router';
import { OverviewTab } from '../tabs/overview/overview-tab';

export const Route = createFileRoute('/overview')({
  component: OverviewTab,
});
