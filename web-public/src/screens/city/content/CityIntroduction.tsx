import type { PublicCity } from '@local-seo/contracts';
import './content.css';

/**
 * The city's own introduction, written by staff (docs/decisions.md, decision 16), under the
 * hero of both layouts. The HTML is the cities service's, sanitised before it was stored
 * (services/cities/src/domain/introduction-html.ts: paragraphs, line breaks, links, emphasis).
 */
export function CityIntroduction({ city }: { city: PublicCity }) {
  if (!city.local_introduction) return null;
  return (
    <section className="city-intro" aria-label={`About ${city.city_name}`}>
      <div className="container city-intro__text" dangerouslySetInnerHTML={{ __html: city.local_introduction }} />
    </section>
  );
}
