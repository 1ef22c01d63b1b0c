import { createFileRoute } from '@tanstack/react-router';
import { TemplatesTab } from '../tabs/templates/templates-tab';

export const Route = createFileRoute('/templates')({
  component: TemplatesTab,
});
