import { Agent, request as httpRequest } from 'node:http';

/** What a client saw of one upload: the answer, or the network error that took its place. */
export interface UploadOutcome {
  status?: number;
  /** The answer's body, parsed as JSON where it is JSON. */
  body?: unknown;
  /** Set when no whole answer arrived: the socket was reset (EPIPE, ECONNRESET) or went silent. */
  networkError?: string;
  /** An error of the socket after the whole answer had arrived (the server closed while the body was still being sent). */
  errorAfterAnswer?: string;
  /** Whether the request went over a connection an earlier request had used. */
  reusedConnection: boolean;
}

export interface UploadRequest {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** The Content-Length to declare; default the body's length. Set to omit it (chunked): `null`. */
  contentLength?: number | null;
}

/** A keep-alive client of one connection at a time, as a browser tab sends its uploads one after another. */
export function keepAliveAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1 });
}

const chunkBytes = 64 * 1024;

/**
 * Sends one upload over `agent` as a real client does: the body written in
 * chunks as the socket takes them, and still written after an early answer
 * (browsers and Node's clients keep sending). Settles once the request is
 * over, so the next upload sees the connection the way this one left it.
 */
export function sendUpload(origin: string, agent: Agent, upload: UploadRequest, timeoutMs = 10_000): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const declared = upload.contentLength === undefined ? upload.body.length : upload.contentLength;
    const headers = { ...upload.headers, ...(declared === null ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(declared) }) };
    const outcome: UploadOutcome = { reusedConnection: false };
    let answered = false;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!answered && !outcome.networkError) outcome.networkError = 'the connection ended without an answer';
      resolve(outcome);
    };
    const request = httpRequest(new URL(upload.path, origin), { method: 'POST', agent, headers });
    const timer = setTimeout(() => {
      if (!answered) outcome.networkError = `no answer within ${timeoutMs} ms`;
      request.destroy();
      settle();
    }, timeoutMs);
    request.on('socket', () => {
      outcome.reusedConnection = request.reusedSocket;
    });
    request.on('error', (err: NodeJS.ErrnoException) => {
      const text = err.code ?? err.message;
      if (answered) outcome.errorAfterAnswer ??= text;
      else outcome.networkError ??= text;
    });
    request.on('close', () => {
      // The answer's 'end' may follow the request's close by a tick.
      setImmediate(settle);
    });
    request.on('response', (response) => {
      outcome.status = response.statusCode;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (err: NodeJS.ErrnoException) => {
        outcome.networkError ??= err.code ?? err.message;
      });
      response.on('end', () => {
        answered = true;
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          outcome.body = JSON.parse(text);
        } catch {
          outcome.body = text;
        }
      });
    });

    let offset = 0;
    const writeMore = () => {
      while (offset < upload.body.length) {
        if (request.destroyed) return;
        const chunk = upload.body.subarray(offset, offset + chunkBytes);
        offset += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', writeMore);
          return;
        }
      }
      request.end();
    };
    writeMore();
  });
}

/** How many of the outcomes had no answer, with the errors seen. */
export function networkErrors(outcomes: readonly UploadOutcome[]): { count: number; errors: string[] } {
  const errors = outcomes.flatMap((o) => (o.networkError ? [o.networkError] : []));
  return { count: errors.length, errors: [...new Set(errors)] };
}
