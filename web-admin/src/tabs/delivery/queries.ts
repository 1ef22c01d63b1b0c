import { deliveryAnswerSchema, supplierSchema } from '@local-seo/contracts';
import { z } from 'zod';
import { queryKeys } from '../../lib/query-keys';
import { readQueryOptions } from '../../lib/read-queries';
import { deliveryQueryString, type DeliveryQuery } from './rules';

export const supplierKeys = queryKeys('suppliers');
/** Calculator answers, one per origin (a city or a point). */
export const deliveryKeys = queryKeys('delivery');

/** Every supplier with its location count (GET /api/suppliers). */
export const suppliersQueryOptions = () => readQueryOptions(supplierKeys.list({}), z.array(supplierSchema), '/api/suppliers');

/** Who delivers to a city or a point, and what (docs/decisions.md, decision 7: GET /api/delivery/calculate). */
export const deliveryQueryOptions = (query: DeliveryQuery) => {
  const search = deliveryQueryString(query);
  return readQueryOptions(deliveryKeys.detail(search), deliveryAnswerSchema, `/api/delivery/calculate?${search}`);
};
