import { createFileRoute } from '@tanstack/react-router';
import { SchemaTab } from '../tabs/schema/schema-tab';

export const Route = createFileRoute('/schema')({
  component: SchemaTab,
});
