import type { SiteSettings } from '@local-seo/contracts';
import { unavailableTexts } from '../../availability';
import { Section } from '../Section';
import { generatedTexts } from '../texts';
import { ProductSlider } from './ProductSlider';
import type { ProductSlider as ProductSliderData } from './product-sliders';
import './products.css';

interface ProductSectionProps {
  city: string;
  sliders: ProductSliderData[];
  site: SiteSettings;
  /** The catalog could not be asked: say so instead of showing no products. */
  unavailable?: boolean;
}

/** Room reserved while the browser defers rendering: heading, category tabs, the sliders and the delivery link. */
const estimatedHeight = (sliders: number) => 200 + sliders * 285;

/** Category tabs, a slider per category and the delivery-info link. */
export function ProductSection({ city, sliders, site, unavailable = false }: ProductSectionProps) {
  return (
    <Section id="products" title={generatedTexts.productsTitle(city)} deferredHeight={estimatedHeight(sliders.length)}>
      {unavailable ? (
        <p className="gen-empty">
          {unavailableTexts.products(city)} {unavailableTexts.detail}
        </p>
      ) : null}
      <nav className="gen-category-tabs" aria-label={generatedTexts.productCategories}>
        <ul>
          {sliders.map((slider) => (
            <li key={slider.id}>
              {/* The label is cut at 12 characters; screen readers and the tooltip get the full name. */}
              <a href={`#${slider.id}`} title={slider.category}>
                <span aria-hidden="true">{slider.label}</span>
                <span className="visually-hidden">{slider.category}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="gen-categories">
        {sliders.map((slider) => (
          <ProductSlider key={slider.id} slider={slider} site={site} />
        ))}
      </div>
      <p className="gen-delivery-link">
        <a href={site.deliveryInfoUrl} target="_blank" rel="noopener noreferrer">
          {generatedTexts.deliveryInfoLink(city)}
          <span className="visually-hidden"> {generatedTexts.opensInNewTab}</span>
        </a>
      </p>
    </Section>
  );
}
