import { connect, type Socket } from 'node:net';

/** An answer read off the wire. */
export interface RawResponse {
  status: number;
  /** Each header by its lower-case name; the last one where a name comes more than once. */
  headers: Record<string, string>;
  /** Every Set-Cookie line, in order (a sign-in sets the session and the device cookie). */
  cookies: string[];
  body: string;
}

/**
 * Sends a request as raw bytes (the target goes byte for byte, as an attacker
 * would send it: no client library normalises backslashes, dots or encodings),
 * with `Connection: close`, and reads the whole answer.
 */
export function rawRequest(
  port: number,
  request: { method?: string; target: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const head = [
    `${request.method ?? 'GET'} ${request.target} HTTP/1.1`,
    'host: localhost',
    'connection: close',
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ...(body ? [`content-length: ${body.length}`] : []),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${request.method ?? 'GET'} ${request.target}`)));
    const finish = () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (err) {
        reject(err);
      }
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // The answer may be whole before the server closes (it need not honour `Connection: close`).
      if (isComplete(Buffer.concat(chunks), request.method === 'HEAD')) {
        socket.destroy();
        finish();
      }
    });
    socket.on('error', reject);
    socket.on('end', finish);
    socket.write(`${head}\r\n\r\n`);
    if (body) socket.write(body);
  });
}

/** Whether the bytes hold a whole answer: its headers, and the body its Content-Length or last chunk promises. */
function isComplete(raw: Buffer, head: boolean): boolean {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return false;
  const headers = raw.subarray(0, split).toString('latin1').toLowerCase();
  const status = Number(headers.split(' ')[1]);
  if (head || status === 204 || status === 304) return true;
  const length = /\r\ncontent-length:\s*(\d+)/.exec(headers);
  if (length) return raw.length - split - 4 >= Number(length[1]);
  if (/\r\ntransfer-encoding:\s*chunked/.test(headers)) return raw.subarray(split + 4).includes('\r\n0\r\n\r\n') || raw.subarray(split + 4).toString('latin1').startsWith('0\r\n\r\n');
  return false;
}

/** Parses one HTTP/1.1 answer (Content-Length or chunked). */
export function parseResponse(raw: Buffer): RawResponse {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] = line.slice(colon + 1).trim();
    if (name === 'set-cookie') cookies.push(headers[name]);
  }
  let rest = raw.subarray(split + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    const parts: Buffer[] = [];
    for (;;) {
      const end = rest.indexOf('\r\n');
      const size = parseInt(rest.subarray(0, end).toString('latin1'), 16);
      if (!size) break;
      parts.push(rest.subarray(end + 2, end + 2 + size));
      rest = rest.subarray(end + 2 + size + 2);
    }
    rest = Buffer.concat(parts);
  }
  return { status, headers, cookies, body: rest.toString('utf8') };
}
