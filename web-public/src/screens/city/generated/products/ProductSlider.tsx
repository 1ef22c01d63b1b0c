import type { SiteSettings } from '@local-seo/contracts';
import { Slider } from '../slider/Slider';
import { sliderSteps } from '../slider/slider-rules';
import { generatedTexts } from '../texts';
import { ProductCard } from './ProductCard';
import { productStatus, productTone, statusTone, type ProductSlider as ProductSliderData } from './product-sliders';

interface ProductSliderProps {
  slider: ProductSliderData;
  site: SiteSettings;
}

/** One category: its products (at most 12), or its fallback card. */
export function ProductSlider({ slider, site }: ProductSliderProps) {
  const tone = statusTone(slider.kind);
  return (
    <div id={slider.id} className="gen-category">
      <Slider name={generatedTexts.productsOf(slider.category)} step={sliderSteps.products} heading={<h3>{slider.category}</h3>}>
        {slider.products.map((product) => {
          const { status, detail } = productStatus(slider.kind, product);
          return (
            <li key={product.id}>
              <ProductCard
                name={product.name}
                status={status}
                detail={detail}
                tone={productTone(slider.kind, product)}
                href={product.product_url ?? site.shopUrl}
                action={generatedTexts.viewProduct}
              />
            </li>
          );
        })}
        {slider.fallback ? (
          <li>
            <ProductCard {...slider.fallback} tone={tone} href={site.contactUrl} action={generatedTexts.contactUs} />
          </li>
        ) : null}
      </Slider>
    </div>
  );
}
