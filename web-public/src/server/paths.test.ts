import { describe, expect, it } from 'vitest';
import { canonicalRedirect, isGatewayPath, pageRequestOf } from './paths';

describe('paths the public site leaves to the gateway', () => {
  it.each(['/api', '/api/page-data/toronto', '/api/unknown', '/admin', '/admin/cities', '/sitemap.xml', '/sitemap-cities.xml', '/robots.txt', '/0f3a9c.txt'])(
    '%s is the gateway\'s',
    (path) => expect(isGatewayPath(path)).toBe(true),
  );

  it.each(['/', '/delivery', '/toronto', '/a/b', '/administration', '/apis', '/docs/readme.txt'])('%s is a page path', (path) =>
    expect(isGatewayPath(path)).toBe(false),
  );
});

describe('which page a path asks for', () => {
  it('names the delivery page and single-segment city slugs', () => {
    expect(pageRequestOf('/delivery')).toEqual({ kind: 'delivery' });
    expect(pageRequestOf('/terms')).toEqual({ kind: 'legal' });
    expect(pageRequestOf('/privacy')).toEqual({ kind: 'legal' });
    expect(pageRequestOf('/new-tecumseth')).toEqual({ kind: 'city', slug: 'new-tecumseth' });
    expect(pageRequestOf('/caf%C3%A9')).toEqual({ kind: 'city', slug: 'café' });
  });

  it('knows a path longer than any page at once, however it is written', () => {
    expect(pageRequestOf(`/${'a'.repeat(200)}`)).toEqual({ kind: 'city', slug: 'a'.repeat(200) });
    expect(pageRequestOf(`/${'a'.repeat(201)}`)).toEqual({ kind: 'too-long' });
    expect(pageRequestOf(`/${'%61'.repeat(201)}`)).toEqual({ kind: 'too-long' });
    expect(pageRequestOf(`/${'%61'.repeat(200)}`)).toEqual({ kind: 'city', slug: 'a'.repeat(200) });
    expect(pageRequestOf(`/q1//${'z'.repeat(300)}`)).toEqual({ kind: 'too-long' });
    expect(pageRequestOf(`/%E0%A4%A${'z'.repeat(300)}`)).toEqual({ kind: 'too-long' });
    expect(canonicalRedirect(`/${'A'.repeat(300)}`)).toBeNull();
  });

  it('leaves the root, deeper paths and undecodable slugs to the router', () => {
    expect(pageRequestOf('/')).toEqual({ kind: 'other' });
    expect(pageRequestOf('/a/b')).toEqual({ kind: 'other' });
    expect(pageRequestOf('/%E0%A4%A')).toEqual({ kind: 'other' });
  });
});

describe('where a variant of a page path belongs', () => {
  it.each([
    ['/Barrie', '/barrie'],
    ['/barrie/', '/barrie'],
    ['/BARRIE//', '/barrie'],
    ['/Delivery', '/delivery'],
    ['/Terms/', '/terms'],
    ['/New-Tecumseth', '/new-tecumseth'],
    ['/a/B/', '/a/B'],
  ])('%s answers 301 to %s', (variant, canonical) => expect(canonicalRedirect(variant)).toBe(canonical));

  it.each(['/', '/barrie', '/delivery', '/terms', '/privacy', '/a/B', '/caf%C3%A9'])('%s is canonical already', (path) => expect(canonicalRedirect(path)).toBeNull());
});
