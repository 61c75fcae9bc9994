import type { Db } from '@gv/platform';

/**
 * Records the text of each statement matching `pattern` that the database's driver is sent while `during` runs (the
 * pool or PGlite behind a Drizzle handle): how many statements a batch of work made.
 */
export async function statementsDuring<T>(db: Db, pattern: RegExp, during: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const client = (db as unknown as { session: { client: { query: (...args: unknown[]) => Promise<unknown> } } }).session.client;
  const query = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text && pattern.test(text)) statements.push(text);
    return query.apply(this, args);
  };
  try {
    return { result: await during(), statements };
  } finally {
    client.query = query;
  }
}
