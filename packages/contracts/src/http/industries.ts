/**
 * The contractor industries, in the order pages and populations use.
 * Kept free of zod so the public pages can import it without bundling schemas.
 */
export const industries = ['landscaping', 'hardscaping', 'excavation'] as const;
export type Industry = (typeof industries)[number];
