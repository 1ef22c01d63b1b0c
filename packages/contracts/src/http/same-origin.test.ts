import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin.js';

describe('sameOriginPath: every Location stays on the site', () => {
  it('keeps a plain path and its query', () => {
    expect(sameOriginPath('/barrie?utm_source=x')).toBe('/barrie?utm_source=x');
    expect(sameOriginPath('https://www.example.com/delivery', 'https://www.example.com')).toBe('/delivery');
  });

  it.each(['//evil.example', '///evil.example/x', '/\\evil.example', '\\\\evil.example', '/./\\/evil.example'])(
    'never answers a path a browser reads as another site: %s',
    (target) => {
      const path = sameOriginPath(target);
      expect(path).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, 'https://site.example').host).toBe('site.example');
    },
  );

  it('turns another origin or scheme into the root', () => {
    expect(sameOriginPath('https://evil.example/x', 'https://www.example.com')).toBe('/');
    expect(sameOriginPath('javascript:alert(1)', 'https://www.example.com')).toBe('/');
  });
});
