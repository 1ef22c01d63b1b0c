import { vitalsReportSchema } from '@local-seo/contracts';
import { queryKeys } from '../../lib/query-keys';
import { readQueryOptions } from '../../lib/read-queries';

const vitalsKeys = queryKeys('seo-vitals');

/** Each page's field Core Web Vitals over the last 28 days. */
export const vitalsQueryOptions = () => readQueryOptions(vitalsKeys.detail('current'), vitalsReportSchema, '/api/seo/vitals');
