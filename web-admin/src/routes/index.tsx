import { createFileRoute, Navigate } from '@tanstack/react-router';

/** /admin itself: the gate shows first (from the root); once logged in, the Overview tab. */
export const Route = createFileRoute('/')({
  component: () => <Navigate to="/overview" replace />,
});
