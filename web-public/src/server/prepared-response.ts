import { STATUS_CODES, validateHeaderName, validateHeaderValue, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A kept page's answer, serialised once: the status line and the headers that are
 * the same on every answer, checked by Node's own header rules when it is made.
 */
export interface PreparedHead {
  status: number;
  /** The same headers as a writeHead list, for answers Node has to write itself. */
  list: string[];
  /** The status line and those headers, as they go on the wire. */
  bytes: Buffer;
}

export function prepareHead(status: number, list: string[]): PreparedHead {
  let text = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n`;
  for (let i = 0; i < list.length; i += 2) {
    const name = list[i]!;
    const value = list[i + 1]!;
    validateHeaderName(name);
    validateHeaderValue(name, value);
    text += `${name}: ${value}\r\n`;
  }
  return { status, list, bytes: Buffer.from(text, 'latin1') };
}

/** The Date header's value, made once a second as Node makes its own. */
let dateSecond = -1;
let dateValue = '';
function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateValue = new Date(second * 1000).toUTCString();
  }
  return dateValue;
}

/** The Keep-Alive line Node writes on a keep-alive answer: the server's idle timeout (and its request cap, when set). */
function keepAliveLine(socket: Socket): string {
  const server = (socket as Socket & { server?: Server }).server;
  if (!server?.keepAliveTimeout) return '';
  const max = server.maxRequestsPerSocket ? `, max=${server.maxRequestsPerSocket}` : '';
  return `keep-alive: timeout=${Math.floor(server.keepAliveTimeout / 1000)}${max}\r\n`;
}

/** What ServerResponse keeps to know its head went out (Node's own fields; checked at start). */
interface ResponseState {
  _header: string | null;
  _headerSent: boolean;
}

/**
 * Whether this Node's ServerResponse has the fields writeDirect sets: if a Node
 * release renames them, every answer goes through writeHead as before.
 */
function responseFieldsKnown(response: ServerResponse): boolean {
  const state = response as unknown as Partial<ResponseState>;
  return '_header' in state && typeof state._headerSent === 'boolean';
}

/**
 * Writes a prepared answer straight to the connection: one corked write of the
 * prepared head, the per-answer headers and the body, then ServerResponse is told
 * its head went out and ended, so Node's keep-alive and pipelining go on as for
 * any answer. This skips serialising and re-checking a dozen headers per answer
 * (a fifth of a cached page's CPU, bench/README.md).
 *
 * Only for an HTTP/1.1 keep-alive request whose response owns the connection now
 * (an answer queued behind an earlier pipelined one has no socket yet) and has
 * written nothing; false otherwise, and the caller answers through writeHead.
 */
export function writeDirect(response: ServerResponse, head: PreparedHead, perAnswer: string, body: Buffer | undefined): boolean {
  const socket = response.socket;
  if (
    !socket ||
    !socket.writable ||
    response.headersSent ||
    !response.shouldKeepAlive ||
    response.req.httpVersion !== '1.1' ||
    !responseFieldsKnown(response)
  ) {
    return false;
  }
  socket.cork();
  socket.write(head.bytes);
  socket.write(`${perAnswer}date: ${httpDate()}\r\nconnection: keep-alive\r\n${keepAliveLine(socket)}\r\n`, 'latin1');
  if (body) socket.write(body);
  socket.uncork();
  const state = response as unknown as ResponseState;
  state._header = 'written by writeDirect';
  state._headerSent = true;
  response.end();
  return true;
}
