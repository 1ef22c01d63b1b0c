import type { AdminProduct } from '@local-seo/contracts';
import type { Prisma } from '../generated/prisma/client.js';

/** What every admin read of a product includes. */
export const productInclude = {
  category: true,
  unitType: true,
  brandStatus: true,
  _count: { select: { locations: true } },
} as const satisfies Prisma.ProductInclude;

export type ProductWithRefs = Prisma.ProductGetPayload<{ include: typeof productInclude }>;

const money = (value: Prisma.Decimal | null) => (value === null ? null : value.toFixed(2));

/** A product with every field, for staff; money as exact text. */
export function toAdminProduct(product: ProductWithRefs): AdminProduct {
  return {
    id: product.id,
    product_name: product.productName,
    description: product.description,
    category: product.category.name,
    category_id: product.categoryId,
    size_attributes: product.sizeAttributes,
    unit_type: product.unitType.name,
    unit_type_id: product.unitTypeId,
    customer_pricing: money(product.customerPricing),
    contractor_pricing: money(product.contractorPricing),
    fob_price: money(product.fobPrice),
    from_price: money(product.fromPrice),
    brand_status: product.brandStatus?.name ?? null,
    brand_product_name: product.brandProductName,
    product_url: product.productUrl,
    priority: product.priority,
    ranking: product.ranking,
    seasonal_availability: product.seasonalAvailability,
    show_on_all_cities: product.showOnAllCities,
    active: product.active,
    aliases: product.aliases,
    on_brand_site: product.onBrandSite,
    location_count: product._count.locations,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

/** The fields a visitor's list shows: a change to any of them changes city lists. */
export const listedFields = [
  'product_name',
  'brand_product_name',
  'category',
  'unit_type',
  'product_url',
  'ranking',
  'seasonal_availability',
  'show_on_all_cities',
  'active',
] as const satisfies readonly (keyof AdminProduct)[];
