import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';
export type CompressedEncoding = Exclude<Encoding, 'identity'>;

/**
 * The levels a page is compressed at, once per rendering (bench/README.md, "Public pages
 * under real traffic", has the measured table): past gzip 6 and brotli 6 a 120 KB page
 * shrinks by less than 0.5 % for 20 % to 10 times the time; brotli 7 costs four times
 * brotli 6 for 0.5 %.
 */
export const compressionLevels = { gzip: 6, br: 6 } as const;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses off the event loop (zlib's thread pool), so pages keep being sent meanwhile. */
export function compress(body: Buffer, encoding: CompressedEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: compressionLevels.gzip });
  return brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: compressionLevels.br, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** q-value of each coding in an Accept-Encoding header (RFC 9110 12.5.3); `*` stands for any coding not named. */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim());
    }
    if (Number.isFinite(q)) found.set(coding, Math.min(Math.max(q, 0), 1));
  }
  return found;
}

/** The best compressed encoding the client accepts by its q-values (brotli first on a tie), else identity. */
export function negotiate(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const q = qualities(header);
  const of = (coding: CompressedEncoding) => q.get(coding) ?? q.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  // Identity even when refused (identity;q=0): a 406 helps nobody reading a page.
  return 'identity';
}

/**
 * negotiate() remembered by header text: clients send a handful of distinct
 * Accept-Encoding values, so a request costs a map lookup. Bounded, so odd
 * headers cannot grow it.
 */
export function encodingNegotiator(maxRemembered = 64): (header: string | undefined) => Encoding {
  const known = new Map<string, Encoding>();
  return (header) => {
    if (!header) return 'identity';
    let encoding = known.get(header);
    if (encoding === undefined) {
      encoding = negotiate(header);
      if (known.size < maxRemembered) known.set(header, encoding);
    }
    return encoding;
  };
}
