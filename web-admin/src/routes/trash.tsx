import { createFileRoute } from '@tanstack/react-router';
import { trashFiltersOf } from '../tabs/trash/trash-filters';
import { TrashTab } from '../tabs/trash/trash-tab';

export const Route = createFileRoute('/trash')({
  // The kind filter lives in the URL: a filtered Trash can be shared and survives a reload.
  validateSearch: trashFiltersOf,
  component: TrashTab,
});
