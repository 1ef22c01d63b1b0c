import { int4Max } from '@local-seo/contracts';

/** The largest id a PostgreSQL integer (serial) column holds. */
export const maxRecordId = int4Max;

export { recordIdParams } from '@local-seo/contracts';
