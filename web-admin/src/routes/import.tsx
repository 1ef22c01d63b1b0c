import { createFileRoute } from '@tanstack/react-router';
import { ImportTab } from '../tabs/import/import-tab';

export const Route = createFileRoute('/import')({
  component: ImportTab,
});
