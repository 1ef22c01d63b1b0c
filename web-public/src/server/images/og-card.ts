import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import { ogImageSize } from '../../seo/site-assets';
import { brandGreen, leafSvg } from './brand-mark';
import { svgToPngOffThread } from './rasterize';

/** What a share picture says: the brand, a place (or the service areas), and a fact or two. */
export interface OgCard {
  brand: string;
  kicker: string;
  title: string;
  subtitle: string;
  facts: string[];
}

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

/** Inter from @fontsource/inter (bundled with the install: no request leaves the server), read once. */
function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  const read = async (weight: 400 | 700): Promise<Font> => ({
    name: 'Inter',
    data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal',
  });
  fonts ??= Promise.all([read(400), read(700)]);
  return fonts;
}

/** A satori element: the subset of React's shape it reads. */
type El = { type: string; props: { style?: Record<string, unknown>; children?: El | string | (El | string)[]; src?: string; width?: number; height?: number } };
const div = (style: Record<string, unknown>, children: El['props']['children']): El => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

function cardElement(card: OgCard): El {
  const leaf = `data:image/svg+xml;base64,${Buffer.from(leafSvg('#ffffff')).toString('base64')}`;
  // The margin is on an inner box: satori adds an outer box's padding to its 100% size.
  const inner = div(
    { flexGrow: 1, flexDirection: 'column', justifyContent: 'space-between', margin: '60px 72px' },
    [
      div({ alignItems: 'center', fontSize: 34, fontWeight: 700 }, [{ type: 'img', props: { src: leaf, width: 56, height: 56, style: { marginRight: 20 } } }, card.brand]),
      div({ flexDirection: 'column' }, [
        div({ fontSize: 36, color: '#cfe5d6' }, card.kicker),
        div({ fontSize: card.title.length > 18 ? 76 : 104, fontWeight: 700, lineHeight: 1.05, marginTop: 8 }, card.title),
        div({ fontSize: 40, color: '#cfe5d6', marginTop: 8 }, card.subtitle),
      ]),
      div(
        { fontSize: 30, fontWeight: 700 },
        card.facts.map((fact, index) => div({ padding: '10px 22px', borderRadius: 999, background: 'rgba(255,255,255,0.16)', marginLeft: index === 0 ? 0 : 16 }, fact)),
      ),
    ],
  );
  return div({ width: '100%', height: '100%', background: brandGreen, color: '#ffffff', fontFamily: 'Inter' }, [inner]);
}

/** The card as a 1200x630 PNG: satori lays it out as SVG (some 50 ms on the event loop), resvg paints it off it. */
export async function renderOgCard(card: OgCard): Promise<Buffer> {
  const svg = await satori(cardElement(card) as unknown as Parameters<typeof satori>[0], { ...ogImageSize, fonts: await loadFonts() });
  return svgToPngOffThread(svg, ogImageSize.width);
}
