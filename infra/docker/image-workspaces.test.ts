import { describe, expect, it } from 'vitest';
import { imageWorkspaces } from './image-workspaces.js';

describe('the workspaces an image is built from', () => {
  it('lists each run-time workspace after the ones it depends on, the image last', () => {
    const list = imageWorkspaces('services/weather');
    expect(list).toEqual(['packages/contracts', 'packages/service-kit', 'packages/weather-display', 'services/weather']);
    // The admin's city rules live in contracts: no service's code in the web-admin image.
    expect(imageWorkspaces('web-admin')).toEqual(['packages/contracts', 'packages/service-kit', 'web-admin']);
  });

  it('leaves out dev-only workspaces', () => {
    expect(imageWorkspaces('infra/nats-setup')).toEqual(['packages/contracts', 'packages/service-kit', 'infra/nats-setup']);
    expect(imageWorkspaces('web-public')).not.toContain('infra/all-in-one');
  });

  it('refuses a folder that is not a workspace, and a dependency cycle', () => {
    expect(() => imageWorkspaces('services/nope')).toThrow('services/nope is not a workspace');
    const manifests: Record<string, { name: string; workspaces?: string[]; dependencies?: Record<string, string> }> = {
      '.': { name: 'root', workspaces: ['a', 'b'] },
      a: { name: 'a', dependencies: { b: '1' } },
      b: { name: 'b', dependencies: { a: '1' } },
    };
    expect(() => imageWorkspaces('a', (dir) => manifests[dir]!)).toThrow('workspace dependency cycle: a -> b -> a');
  });
});
