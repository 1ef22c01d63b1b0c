import { createFileRoute } from '@tanstack/react-router';
import { CategoriesTab } from '../tabs/categories/categories-tab';

export const Route = createFileRoute('/categories')({
  component: CategoriesTab,
});
