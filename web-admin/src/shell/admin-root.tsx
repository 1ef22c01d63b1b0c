import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../lib/auth';
import { checkSession } from '../lib/session';
import { Alert, Button, Toaster } from '../ui';
import { AdminLayout } from './admin-layout';
import { LoginScreen, SessionExpiredGate } from './login-gate';
import { RoutePending } from './route-states';
import './shell.css';

/**
 * Everything under /admin: the gate until a session exists, then the panel.
 * When a session expires the panel stays mounted under the gate, so nothing
 * typed is lost.
 */
export function AdminRoot() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [checkError, setCheckError] = useState<string>();

  const check = useCallback(() => {
    setCheckError(undefined);
    checkSession().catch((error: unknown) => setCheckError(error instanceof Error ? error.message : String(error)));
  }, []);
  useEffect(check, [check]);

  // Logged out: the next admin must not see this one's cached data.
  useEffect(() => {
    if (session.status === 'anonymous') queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
  }, [session.status, queryClient]);

  return (
    <>
      {session.status === 'checking' ? (
        checkError ? (
          <main className="shell-login">
            <div className="ui-card ui-stack shell-login__card">
              <Alert variant="destructive" title="The admin server did not answer">
                {checkError}
              </Alert>
              <Button onClick={check}>Try again</Button>
            </div>
          </main>
        ) : (
          <RoutePending />
        )
      ) : session.status === 'anonymous' ? (
        <LoginScreen />
      ) : (
        <AdminLayout>
          <Outlet />
        </AdminLayout>
      )}
      {session.status === 'expired' && <SessionExpiredGate />}
      <Toaster />
    </>
  );
}
