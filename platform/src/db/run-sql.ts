import { createHash } from 'node:crypto';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgArray, PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.js';
import { reportStatement } from './statement-watch.js';

interface DriverClient {
  query(text: string | { name: string; text: string; values: unknown[] }, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite and its transactions have it; node-postgres' pools and clients do not. */
  exec?: unknown;
}

const dialect = new PgDialect();

/**
 * Runs a Drizzle `sql` template on the connection behind a Drizzle database or transaction (node-postgres' pool or
 * the transaction's client, PGlite or its transaction), bypassing Drizzle's query builder: building a statement costs
 * 200–350 µs on a 2-core machine, most of it in its entity checks, and the few statements every checkout and every
 * event runs repeat the same text; rendering a template costs about 5 µs. The template numbers its parameters:
 * interpolate values, tables (written schema-qualified), and fragments such as {@link columnsOf}, {@link insertValues}
 * or another `sql` template; never assemble the text by hand. Rows come back as the driver gives them, keyed as the
 * select list names them.
 *
 * On PostgreSQL each text is a named prepared statement, parsed and planned once per connection rather than on every
 * call. Drizzle keeps the client on its session, which it does not expose (decision 0048): the check below, and
 * database.int-spec on both engines, fail loudly should that change.
 */
export async function runSql<Row>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return runText<Row>(db, text, params);
}

async function runText<Row>(db: DbOrTx, text: string, params: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('runSql: this Drizzle handle has no driver client');
  reportStatement(text);
  const result = typeof client.exec === 'function' ? await client.query(text, params) : await client.query({ name: statementName(text), text, values: params });
  return result.rows as Row[];
}

const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `gv_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A Drizzle table's schema-qualified name, for SQL text that names it. */
function qualifiedName(table: PgTable): string {
  const { schema, name } = getTableConfig(table);
  return schema ? `${schema}.${name}` : name;
}

/** Column types whose driver values are what Drizzle maps them to; dates and timestamps are read as text (below). */
const AS_GIVEN = new Set(['PgUUID', 'PgText', 'PgInteger', 'PgBoolean', 'PgJsonb']);
const AS_TEXT = new Set(['PgTimestampString', 'PgDateString']);
/** bigint in number mode: the driver reads int8 as text, float8 as a number (exact up to 2^53, as Drizzle's mode is). */
const AS_NUMBER = new Set(['PgBigInt53']);
const givenAsIs = (column: PgColumn): boolean =>
  AS_GIVEN.has(column.columnType) || (column instanceof PgArray && AS_GIVEN.has((column.baseColumn as PgColumn).columnType));

/**
 * The select (or `returning`) list that reads a table's rows through runSql in the shape of Drizzle's
 * `$inferSelect`: each column under its property name, string-mode dates and timestamps as PostgreSQL's text (what
 * Drizzle returns for them), on both engines. `from` qualifies the columns (a table alias). A column type whose
 * driver value Drizzle would convert is refused here, when the list is made, rather than read wrong.
 */
export function columnsOf(table: PgTable, from?: string): SQL {
  const list = Object.entries(getTableColumns(table))
    .map(([key, column]) => {
      const name = from ? `${from}."${column.name}"` : `"${column.name}"`;
      if (AS_TEXT.has(column.columnType)) return `${name}::text as "${key}"`;
      if (AS_NUMBER.has(column.columnType)) return `${name}::float8 as "${key}"`;
      if (givenAsIs(column)) return `${name} as "${key}"`;
      throw new Error(`columnsOf: ${column.columnType} (${column.name}) is not read as Drizzle maps it`);
    })
    .join(', ');
  return sql.raw(list);
}

/** A row's set properties as `[column name, value as Drizzle sends it]`, in the row's order; undefined ones are left out. */
function driverEntries(table: PgTable, row: Record<string, unknown>): [string, unknown][] {
  const columns = getTableColumns(table);
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    const column = columns[key];
    if (!column) throw new Error(`${qualifiedName(table)} has no column for ${key}`);
    entries.push([column.name, value === null ? null : column.mapToDriverValue(value)]);
  }
  return entries;
}

/**
 * An insert's `(columns) values (…), (…)` for rows of `table` keyed by property name as Drizzle's `$inferInsert` is,
 * all setting the same properties; undefined properties take the column default.
 */
export function insertValues(table: PgTable, rows: Record<string, unknown>[]): SQL {
  const entries = rows.map((row) => new Map(driverEntries(table, row)));
  // In the first row's order: rows made by spreading objects may list the same properties in another order.
  const names = [...entries[0].keys()];
  if (entries.some((each) => each.size !== names.length || names.some((name) => !each.has(name)))) {
    throw new Error(`insertValues: the rows for ${qualifiedName(table)} set different columns`);
  }
  const columns = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  const values = entries.map((each) => sql`(${sql.join(names.map((name) => sql`${each.get(name)}`), sql`, `)})`);
  return sql`(${columns}) values ${sql.join(values, sql`, `)}`;
}

/** An update's `column = value, …` for the set properties of `changes`. */
export function setColumns(table: PgTable, changes: Record<string, unknown>): SQL {
  return sql.join(driverEntries(table, changes).map(([name, value]) => sql`${sql.identifier(name)} = ${value}`), sql`, `);
}

/**
 * Rows of one table as one JSON parameter, for `jsonb_populate_recordset(null::<table>, $n::jsonb)`: each row an
 * object of its set properties under their column names, valued as Drizzle sends them, so the table's own column
 * types read them (no casts per column in the text, and one text whatever the number of rows).
 */
export function rowsJson(table: PgTable, rows: Record<string, unknown>[]): string {
  return JSON.stringify(rows.map((row) => Object.fromEntries(driverEntries(table, row))));
}

/**
 * For the rest of the transaction, reads a queue table's partial index in its order instead of through a bitmap.
 * A queue (the outbox) marks or deletes the rows it takes, which leaves dead entries in its index until a vacuum.
 * With few rows expected, the planner picks a bitmap scan, which reads every dead entry and its heap row on each
 * pass and never marks them dead, so a pass costs more with every row taken (730 buffer reads per relay pass after
 * 25 seconds of checkouts, on a database without autovacuum). An ordered index scan stops at its limit and marks
 * the dead entries it passes, so the next pass skips them (decision 0032).
 */
export async function readInIndexOrder(tx: DbOrTx): Promise<void> {
  await runSql(tx, sql`set local enable_bitmapscan = off`);
}

/** Whether a statement failed on the unique constraint named `constraint`, on either engine, raised as is or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error || (typeof cause === 'object' && cause !== null); cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}
