import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const schemaFile = (name: string) => ({ fileName: name, contents: readFileSync(new URL(`./xsd/${name}`, import.meta.url), 'utf8') });

/**
 * Validates a sitemap or sitemap index with libxml2's XML Schema validator
 * (xmllint, compiled to WebAssembly) against the sitemaps.org schemas:
 * an independent check of what the service's own validator says.
 */
export async function xsdErrors(xml: string): Promise<string[]> {
  const isIndex = /<sitemapindex[\s>]/.test(xml.slice(0, 500));
  const result = await validateXML({
    xml: { fileName: isIndex ? 'sitemap-index.xml' : 'sitemap.xml', contents: xml },
    schema: schemaFile(isIndex ? 'siteindex.xsd' : 'sitemap.xsd'),
    preload: [schemaFile('common.xsd')],
    maxMemoryPages: 16_384,
  });
  return result.errors.map((error) => error.message);
}
