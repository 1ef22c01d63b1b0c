import { createServer } from 'node:http';
import { listenLocally } from '../local-server.js';

/**
 * How a weather stand-in answers: ok; error (the provider's own error answer);
 * timeout (accepts the request and never answers); partial (a 200 with parts
 * left out); not-json (a 200 with an HTML maintenance page).
 */
export type WeatherStandInMode = 'ok' | 'error' | 'timeout' | 'partial' | 'not-json';

export interface RecordedWeatherRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  at: Date;
}

export type WeatherAnswer = { status: number; body: unknown } | { status: number; text: string; contentType: string } | 'hold';

/** A local HTTP server that records every request and answers through `answer` (shared by the weather stand-ins); on `host` (default 127.0.0.1). */
export async function startWeatherServer(answer: (request: RecordedWeatherRequest) => WeatherAnswer, host?: string) {
  const requests: RecordedWeatherRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const recorded = { method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), at: new Date() };
    requests.push(recorded);
    const reply = answer(recorded);
    // Held: never answered; closing the stand-in ends the connection.
    if (reply === 'hold') return;
    if ('text' in reply) {
      response.writeHead(reply.status, { 'content-type': reply.contentType }).end(reply.text);
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(reply.body));
  });
  return { ...(await listenLocally(server, host)), requests };
}

export const maintenancePage: WeatherAnswer = {
  status: 200,
  text: '<html><body><h1>Down for maintenance</h1></body></html>',
  contentType: 'text/html',
};

/** The calendar dates from today in a time zone, YYYY-MM-DD. */
export function datesFrom(now: Date, timeZone: string, count: number): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(`${today}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + i);
    return day.toISOString().slice(0, 10);
  });
}

/** The local wall-clock time in a time zone, as "YYYY-MM-DDTHH:MM". */
export function localDateTime(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The offset of a time zone from UTC at a moment, in seconds. */
export function utcOffsetSeconds(now: Date, timeZone: string): number {
  const local = new Date(`${localDateTime(now, timeZone)}:00Z`).getTime();
  return Math.round((local - Math.floor(now.getTime() / 60_000) * 60_000) / 1000);
}
