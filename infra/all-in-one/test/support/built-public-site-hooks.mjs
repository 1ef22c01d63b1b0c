// Module hooks (node:module register): @local-seo/web-public resolves to its
// built server bundle (`npm run build -w web-public`), whatever the conditions.
const builtServer = new URL('../../../../web-public/dist/server/index.js', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@local-seo/web-public') return nextResolve(builtServer, context);
  return nextResolve(specifier, context);
}
