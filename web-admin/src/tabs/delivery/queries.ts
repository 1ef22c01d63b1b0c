import { catalogRoutes } from '@local-seo/contracts';
import { queryKeys } from '../../lib/query-keys';
import { routeQueryOptions } from '../../lib/read-queries';
import { deliveryQueryString, type DeliveryQuery } from './rules';

export const supplierKeys = queryKeys('suppliers');
/** Calculator answers, one per origin (a city or a point). */
export const deliveryKeys = queryKeys('delivery');

/** Every supplier with its location count (GET /api/suppliers). */
export const suppliersQueryOptions = () => routeQueryOptions(supplierKeys.list({}), catalogRoutes.listSuppliers, {});

/** Who delivers to a city or a point, and what (docs/decisions.md, decision 7: GET /api/delivery/calculate). */
export const deliveryQueryOptions = (query: DeliveryQuery) =>
  routeQueryOptions(deliveryKeys.detail(deliveryQueryString(query)), catalogRoutes.deliveryCalculate, { query });
