import { Link, useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { logout } from '../lib/auth';
import { useBrandName } from '../lib/site';
import { Button, LogoutIcon } from '../ui';
import { adminTabs, tabOfPath } from './admin-tabs';
import { useDocumentTitle } from './use-document-title';

/** The panel: the header with the brand and Logout, the tab navigation and the current tab. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const brand = useBrandName();
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
            {adminTabs.map((tab) => (
              <li key={tab.path}>
                <Link to={tab.path} className="shell__nav-link" activeProps={{ 'aria-current': 'page' }}>
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
