import pg from 'pg';
import { parseDatabaseUrl, quoteIdent } from './migrations/database-url.js';

/**
 * A connection of its own to a service's database, named as Prisma names it (`?schema=`
 * becomes the search_path), for what Prisma does poorly: holding a session, or moving large
 * bytea values, which `pg` sends and receives as binary where Prisma copies them through base64.
 */
export async function connectPg(databaseUrl: string): Promise<pg.Client> {
  const { connectionString, schema } = parseDatabaseUrl(databaseUrl);
  const client = new pg.Client({ connectionString });
  // Without a listener a connection dropped by the server is an uncaught 'error' event, which ends
  // the process; the query under way (or the next one) fails with it instead.
  client.on('error', () => undefined);
  await client.connect();
  if (schema) await client.query(`SET search_path TO ${quoteIdent(schema)}`);
  return client;
}
