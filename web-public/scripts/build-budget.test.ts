import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { cityPageChunks } from './build-budget';

type Chunk = Rolldown.OutputChunk;

function chunk(fileName: string, fields: Partial<Chunk>): Chunk {
  return { type: 'chunk', fileName, code: '', isEntry: false, imports: [], moduleIds: [], ...fields } as Chunk;
}

const bundle = (...chunks: Chunk[]): Rolldown.OutputBundle => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('the JavaScript a city page loads', () => {
  it('is the entry, its static imports and the city route chunk with its imports; nothing else', () => {
    const files = cityPageChunks(
      bundle(
        chunk('entry.js', { isEntry: true, imports: ['react.js'] }),
        chunk('react.js', {}),
        chunk('city.js', { moduleIds: ['/app/src/routes/$citySlug.tsx'], imports: ['slider.js'] }),
        chunk('slider.js', {}),
        chunk('delivery.js', { moduleIds: ['/app/src/routes/delivery.tsx'] }),
      ),
    ).map((c) => c.fileName);
    expect(files.sort()).toEqual(['city.js', 'entry.js', 'react.js', 'slider.js']);
  });

  it('counts a chunk of a city layout too', () => {
    const files = cityPageChunks(bundle(chunk('entry.js', { isEntry: true }), chunk('tabbed.js', { moduleIds: ['/app/src/screens/city/tabbed/TabbedCityPage.tsx'] })));
    expect(files.map((c) => c.fileName).sort()).toEqual(['entry.js', 'tabbed.js']);
  });
});
