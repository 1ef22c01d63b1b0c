import { useQuery } from '@tanstack/react-query';
import { siteQueryOptions } from '../lib/site';
import { Alert, Dialog, Skeleton } from '../ui';
import { LoginForm } from './login-form';
import { useDocumentTitle } from './use-document-title';

/** '{brand} Admin'; just 'Admin' if the brand cannot be read. */
function GateTitle() {
  const site = useQuery(siteQueryOptions());
  if (site.isPending) return <Skeleton width="12rem" height="1.5rem" />;
  return <>{site.data ? `${site.data.brandName} Admin` : 'Admin'}</>;
}

const prompt = 'Enter admin password to continue';

/** The gate as the whole page: nobody is logged in yet. */
export function LoginScreen() {
  useDocumentTitle();
  return (
    <main className="shell-login">
      <div className="ui-card ui-stack shell-login__card">
        <h1 className="shell-login__title">
          <GateTitle />
        </h1>
        <p className="shell-login__prompt">{prompt}</p>
        <LoginForm />
      </div>
    </main>
  );
}

/**
 * The gate over the open panel once the session has expired: the panel (its
 * open dialogs, its typed text) stays mounted behind it, and the call that
 * found the session gone goes through after the login.
 */
export function SessionExpiredGate() {
  return (
    <Dialog open onOpenChange={() => undefined} dismissible={false} size="sm" title={<GateTitle />} description={prompt}>
      <div className="ui-stack">
        <Alert variant="warning">Your session has ended. Log in again to continue where you left off.</Alert>
        <LoginForm />
      </div>
    </Dialog>
  );
}
