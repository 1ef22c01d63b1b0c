import type { PageData } from '@local-seo/contracts';
import { glanceFacts } from './local-facts';
import './local.css';

/** "{City} at a glance": the facts only this city's page has (docs/behaviour/public-site.md#local-facts). */
export function AtAGlance({ data }: { data: PageData }) {
  const city = data.city.city_name;
  return (
    <section className="city-glance" aria-labelledby="city-glance-title">
      <h2 id="city-glance-title">{city} at a glance</h2>
      <dl>
        {glanceFacts(data).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
