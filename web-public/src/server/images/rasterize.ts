import { renderAsync, Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

// Text reaches resvg as paths already (satori draws it): no font is looked for.
const options = (width: number): ResvgRenderOptions => ({ fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });

/** An SVG as a PNG `width` pixels wide (its height follows the SVG's proportions). */
export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, options(width)).render().asPng();
}

/** The same, painted on libuv's thread pool: most of a share picture's cost (about 0.2 s) stays off the event loop. */
export async function svgToPngOffThread(svg: string, width: number): Promise<Buffer> {
  return (await renderAsync(svg, options(width))).asPng();
}

/**
 * An .ico file holding one PNG image (the format allows PNG entries since
 * Windows Vista, and every browser reads them): 6-byte header, one 16-byte
 * directory entry, then the PNG.
 */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}
