import { Link, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { logout, useStaffUser } from '../lib/auth';
import { useBrandName } from '../lib/site';
import { Alert, Button, LogoutIcon, ReadOnlyContext } from '../ui';
import { tabOfPath, tabsFor } from './admin-tabs';
import { ChangePasswordDialog } from './change-password-dialog';
import { useDocumentTitle } from './use-document-title';

/**
 * The panel: the header with the brand, who is signed in, "Change my password" and
 * Logout, the tabs their role may see, and the current tab. A viewer's panel is
 * read-only: the buttons that would change data are disabled, with the reason.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const brand = useBrandName();
  const { user, readOnlyReason } = useStaffUser();
  const [changingPassword, setChangingPassword] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const currentTab = tabOfPath(pathname.replace(/^\/admin/, '') || '/');
  const [leaving, setLeaving] = useState(false);

  useDocumentTitle(currentTab?.label);

  return (
    <div className="shell">
      <a href="#admin-main" className="shell__skip-link">
        Skip to content
      </a>
      <header className="shell__header">
        <p className="shell__brand">
          {brand && `${brand} `}
          <span className="shell__brand-suffix">Admin</span>
        </p>
        {user && (
          <p className="shell__user">
            <span className="shell__user-name">{user.name}</span> <span className="shell__user-role">({user.role})</span>
          </p>
        )}
        <Button variant="ghost" size="sm" onClick={() => setChangingPassword(true)}>
          Change my password
        </Button>
        <Button
          variant="outline"
          size="sm"
          icon={<LogoutIcon />}
          busy={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          Logout
        </Button>
      </header>
      <div className="shell__body">
        <nav className="shell__nav" aria-label="Admin sections">
          <ul className="shell__nav-list">
            {tabsFor(user?.role).map((tab) => (
              <li key={tab.path}>
                <Link to={tab.path} className="shell__nav-link" activeProps={{ 'aria-current': 'page' }}>
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="shell__main" tabIndex={-1}>
          {readOnlyReason && (
            <Alert variant="info" className="shell__read-only">
              You can look at everything but not change it: {readOnlyReason.charAt(0).toLowerCase() + readOnlyReason.slice(1)}. An owner can change your role.
            </Alert>
          )}
          <ReadOnlyContext.Provider value={readOnlyReason}>{children}</ReadOnlyContext.Provider>
        </main>
      </div>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </div>
  );
}
