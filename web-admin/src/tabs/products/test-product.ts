import type { AdminProduct } from '@local-seo/contracts';

/** A stored product as GET /api/products answers it, for unit tests; change what a test needs. */
export function adminProduct(change: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 7,
    product_name: 'Premium Triple Mix',
    description: 'Screened topsoil, peat and compost',
    category: 'Soils and Soil Mixtures',
    category_id: 1,
    size_attributes: 'Bulk',
    unit_type: 'Cubic Yard',
    unit_type_id: 1,
    customer_pricing: '64.99',
    contractor_pricing: '54.00',
    fob_price: '38.50',
    from_price: null,
    brand_status: 'Available',
    brand_product_name: 'Triple Mix (Premium)',
    product_url: 'https://shop.example/triple-mix',
    priority: 3,
    ranking: 80,
    seasonal_availability: null,
    show_on_all_cities: false,
    active: true,
    aliases: 'triple mix, garden soil',
    on_brand_site: true,
    location_count: 2,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    updated_by: null,
    ...change,
  };
}
