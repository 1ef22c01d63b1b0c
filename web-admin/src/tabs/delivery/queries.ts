import { deliveryAnswerSchema, supplierSchema } from '@local-seo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { deliveryQueryString, type DeliveryQuery } from './rules';

export const supplierKeys = queryKeys('suppliers');
/** Calculator answers, one per origin (a city or a point). */
export const deliveryKeys = queryKeys('delivery');

const supplierListSchema = z.array(supplierSchema);

/** Every supplier with its location count (GET /api/suppliers). */
export const suppliersQueryOptions = () =>
  queryOptions({
    queryKey: supplierKeys.list({}),
    queryFn: async () => supplierListSchema.parse(await api.get<unknown>('/api/suppliers')),
  });

/** Who delivers to a city or a point, and what (docs/decisions.md, decision 7: GET /api/delivery/calculate). */
export const deliveryQueryOptions = (query: DeliveryQuery) => {
  const search = deliveryQueryString(query);
  return queryOptions({
    queryKey: deliveryKeys.detail(search),
    queryFn: async () => deliveryAnswerSchema.parse(await api.get<unknown>(`/api/delivery/calculate?${search}`)),
  });
};
