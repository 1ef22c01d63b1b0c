export { seoService, type SeoService } from './app.js';
export { envSchema as seoEnvSchema, optionsFromEnv as seoOptionsFromEnv, type SearchConsoleSettings, type SeoOptions } from './config.js';
export { defaultSchemaSettings, type BrandDetails } from './domain/index.js';
// The pure near-duplicate rules, for bench/near-duplicates.ts.
export { closestPages, jaccard, pageSignature, shingleHashes, type ClosestPage, type PageSignature } from './domain/index.js';
