import type { SiteSettings } from '@local-seo/contracts';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import type { LegalDocument } from './legal-texts';
import './LegalPage.css';

/** The terms or the privacy notice: the site's header and footer around plain sections. */
export function LegalPage({ site, document }: { site: SiteSettings; document: LegalDocument }) {
  return (
    <>
      <SiteHeader site={site} />
      <main className="container legal-page">
        <h1>{document.title}</h1>
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </main>
      <SiteFooter site={site} />
    </>
  );
}
