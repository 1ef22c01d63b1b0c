import type { SiteSettings } from '@local-seo/contracts';

/** The two calls to action of a page: the shop first, then the contact page. Place them in a flex row of the page's own. */
export function ShopAndContactButtons({ site }: { site: SiteSettings }) {
  return (
    <>
      <a className="button" href={site.shopUrl}>
        Shop Products
      </a>
      <a className="button button--secondary" href={site.contactUrl}>
        Contact Us
      </a>
    </>
  );
}
