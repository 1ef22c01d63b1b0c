import type { LocalResource, SiteSettings } from '@local-seo/contracts';
import { LocalResources } from '../content/LocalResources';
import { Section } from './Section';
import { generatedTexts } from './texts';

interface Resource {
  title: string;
  text: string;
  href: string;
  action: string;
}

const resources = (city: string, site: SiteSettings): Resource[] => [
  {
    title: 'Landscaping Blog',
    text: 'Project guides, seasonal tips and product advice from our yard crews.',
    href: site.blogUrl,
    action: 'Read the blog',
  },
  {
    title: 'Soil Calculator',
    text: 'Work out how much soil, mulch or stone your project needs before you order.',
    href: site.soilCalculatorUrl,
    action: 'Open the calculator',
  },
  {
    title: 'Delivery Information',
    text: `How delivery to ${city} works: schedules, access and what to expect on the day.`,
    href: site.deliveryInfoUrl,
    action: 'Read about delivery',
  },
];

/** The city's own resources first, when staff listed any (docs/decisions.md, decision 16), then the brand's guides and tools (the blog, the soil calculator, delivery information). */
export function ResourcesSection({ city, site, local }: { city: string; site: SiteSettings; local: readonly LocalResource[] }) {
  return (
    <Section id="resources" title={generatedTexts.resourcesTitle} deferredHeight={500}>
      <LocalResources resources={local} heading={`Local resources for ${city}`} />
      <ul className="gen-resources">
        {resources(city, site).map((resource) => (
          <li key={resource.title}>
            <article className="gen-card gen-resource">
              <h3 className="gen-card__title">{resource.title}</h3>
              <p>{resource.text}</p>
              <a className="button button--secondary gen-card__action" href={resource.href} target="_blank" rel="noopener noreferrer">
                {resource.action}
                <span className="visually-hidden"> {generatedTexts.opensInNewTab}</span>
              </a>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
