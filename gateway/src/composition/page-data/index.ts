export { createPageDataComposer, createSchemaSettingsLoader, type PageDataUpstreams } from './compose.js';
export { createPageDataCache, type PageDataCache } from './page-data-cache.js';
