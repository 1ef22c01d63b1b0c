import { Link } from '@tanstack/react-router';
import type { Crumb } from '../seo/breadcrumbs';
import './Breadcrumb.css';

/**
 * A breadcrumb trail (the same trail the page's JSON-LD names). The last crumb
 * is the current page and is not a link; site paths navigate in the app.
 */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol className="container">
        {trail.map((crumb, index) => (
          <li key={crumb.href}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : crumb.href.startsWith('/') ? (
              <Link to={crumb.href}>{crumb.name}</Link>
            ) : (
              <a href={crumb.href}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
