/**
 * PostgreSQL connection URLs as Prisma reads them: the database is the path and
 * an optional `?schema=` names the PostgreSQL schema (default `public`). `pg`
 * knows nothing of `schema`, so it is taken out and turned into a search_path.
 */
interface DatabaseTarget {
  /** The URL for `pg`, without Prisma's `schema` parameter. */
  connectionString: string;
  database: string;
  /** The PostgreSQL schema named by `?schema=`, when it is not `public`. */
  schema: string | undefined;
}

export function parseDatabaseUrl(databaseUrl: string): DatabaseTarget {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('The database URL is not a valid URL (expected postgresql://user@host:port/database)');
  }
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') {
    throw new Error(`The database URL must start with postgresql:// (got ${url.protocol}//)`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new Error('The database URL names no database (expected postgresql://user@host:port/database)');
  const schema = url.searchParams.get('schema') ?? undefined;
  url.searchParams.delete('schema');
  return { connectionString: url.toString(), database, schema: schema === 'public' ? undefined : schema };
}

/** The same server, credentials and parameters (`schema` included), another database. */
export function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** Quotes a PostgreSQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The URL with its password hidden, for messages and logs. */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '<invalid url>';
  }
}
