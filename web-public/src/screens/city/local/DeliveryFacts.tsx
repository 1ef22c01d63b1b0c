import type { PageData } from '@local-seo/contracts';
import { deliveryFacts } from './delivery-facts';
import './local.css';

/** "Delivery in {City}": the city's delivery facts in sentences (docs/behaviour/public-site.md#delivery-in-city). */
export function DeliveryFacts({ data }: { data: PageData }) {
  return (
    <section className="city-delivery-facts" aria-labelledby="city-delivery-title">
      <h2 id="city-delivery-title">Delivery in {data.city.city_name}</h2>
      {deliveryFacts(data).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
