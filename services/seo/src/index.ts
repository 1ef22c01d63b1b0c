export { seoService, type SeoService } from './app.js';
export { envSchema as seoEnvSchema, optionsFromEnv as seoOptionsFromEnv, type SearchConsoleSettings, type SeoOptions } from './config.js';
export { defaultSchemaSettings, type BrandDetails } from './domain/index.js';
// The pure near-duplicate rules and page text, for bench/near-duplicates.ts and bench/uniqueness.ts.
export { closestPages, jaccard, mainContentWords, pageSignature, shingleHashes, type ClosestPage, type PageSignature } from './domain/index.js';
