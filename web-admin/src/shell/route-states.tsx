import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { Alert, Button, buttonClassName, EmptyState, Skeleton } from '../ui';

/** While a route's code or data loads. */
export function RoutePending() {
  return (
    <div className="shell-route-pending" role="status">
      <span className="visually-hidden">Loading...</span>
      <Skeleton width="14rem" height="1.75rem" />
      <Skeleton height="8rem" />
      <Skeleton height="16rem" />
    </div>
  );
}

/** A route that failed to render or load: what went wrong and a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="shell-route-error">
      <Alert variant="destructive" title="Something went wrong">
        {error instanceof Error ? error.message : String(error)}
      </Alert>
      <Button variant="outline" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}

export function RouteNotFound() {
  return (
    <EmptyState
      title="Page not found"
      description="There is no admin page at this address."
      action={
        <Link to="/overview" className={buttonClassName('outline')}>
          Go to Overview
        </Link>
      }
    />
  );
}
