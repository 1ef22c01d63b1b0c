import { createFileRoute } from '@tanstack/react-router';
import { ContractorsTab } from '../tabs/contractors/contractors-tab';

export const Route = createFileRoute('/contractors')({
  component: ContractorsTab,
});
