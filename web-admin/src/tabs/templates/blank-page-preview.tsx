import type { SiteSettings } from '@local-seo/contracts';

/**
 * The blank branded page, drawn with the brand's settings. A preview, not a
 * page: its links are shown but lead nowhere, and it is one figure for
 * assistive technology.
 */
export function BlankPagePreview({ site, title }: { site: SiteSettings; title: string }) {
  const links = [
    { label: 'Shop', href: site.shopUrl },
    { label: 'Contractors', href: site.contractorsUrl },
    { label: 'Delivery', href: site.deliveryInfoUrl },
    { label: 'About', href: site.aboutUrl },
    { label: 'Contact', href: site.contactUrl },
  ];
  const pageName = title || 'Page Title';
  return (
    <figure className="templates__preview" aria-label={`Preview of the blank page template${title ? `: ${title}` : ''}`}>
      <div className="templates__page" inert>
        <header className="ui-bar templates__header">
          <span className="templates__brand">{site.brandName}</span>
          <nav className="templates__nav">
            {links.map((link) => (
              <a key={link.label} href={link.href}>
                {link.label}
              </a>
            ))}
          </nav>
          <span className="templates__phone">{site.phone}</span>
        </header>
        <nav className="templates__breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>
              <a href={site.mainSiteUrl}>Home</a>
            </li>
            <li aria-current="page">{pageName}</li>
          </ol>
        </nav>
        <div className="templates__content">
          <h2 className={title ? 'templates__page-title' : 'templates__page-title templates__placeholder'}>{pageName}</h2>
          <div className="templates__content-area">Content area</div>
        </div>
        <footer className="templates__footer">
          <div>
            <p className="templates__footer-brand">{site.brandName}</p>
            <p>{site.mailingAddress}</p>
          </div>
          <div>
            <p>{site.phone}</p>
            <p>{site.email}</p>
          </div>
          <p className="templates__copyright">
            © {new Date().getFullYear()} {site.brandName}
          </p>
        </footer>
      </div>
      <figcaption className="visually-hidden">The page is shown for layout only; its links are disabled.</figcaption>
    </figure>
  );
}
