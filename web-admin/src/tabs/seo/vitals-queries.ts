import { seoRoutes } from '@local-seo/contracts';
import { queryKeys } from '../../lib/query-keys';
import { routeQueryOptions } from '../../lib/read-queries';

const vitalsKeys = queryKeys('seo-vitals');

/** Each page's field Core Web Vitals over the last 28 days. */
export const vitalsQueryOptions = () => routeQueryOptions(vitalsKeys.detail('current'), seoRoutes.vitals, {});
