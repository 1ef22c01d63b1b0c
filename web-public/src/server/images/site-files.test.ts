import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { site } from '../../seo/test-fixtures';
import { registerSiteFiles, siteFileCacheControl } from './site-files';

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('the site files', () => {
  it('answer the favicon (ICO and SVG), the apple-touch icon, the logo and the web manifest at stable addresses, with etags', async () => {
    const app = Fastify();
    registerSiteFiles(app, site);
    const get = (url: string, headers = {}) => app.inject({ url, headers });

    const ico = await get('/favicon.ico');
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect([...ico.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(ico.rawPayload.subarray(23, 26).toString()).toBe('PNG');

    expect((await get('/favicon.svg')).body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const touch = await get('/apple-touch-icon.png');
    expect(touch.headers['content-type']).toBe('image/png');
    expect(pngSize(touch.rawPayload)).toEqual([180, 180]);
    expect(pngSize((await get('/logo.png')).rawPayload)).toEqual([512, 512]);

    const manifest = await get('/site.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ name: site.brandName, start_url: '/delivery', icons: expect.arrayContaining([{ src: '/logo.png', sizes: '512x512', type: 'image/png' }]) });
    expect(manifest.headers['cache-control']).toBe(siteFileCacheControl);
    expect((await get('/site.webmanifest', { 'if-none-match': manifest.headers.etag })).statusCode).toBe(304);
    await app.close();
  });
});
