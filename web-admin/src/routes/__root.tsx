import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AdminRouterContext } from '../router';
import { AdminRoot } from '../shell/admin-root';

export const Route = createRootRouteWithContext<AdminRouterContext>()({
  component: AdminRoot,
});
