import { sql } from 'drizzle-orm';
import { databaseAdapters, uniqueSchema, type OpenedDatabase } from '../../../test/databases';
import { eventTables, eventTablesMigration } from '../events/tables';
import { plainQuery, qualifiedName } from './plain-query';
import type { Db } from './database';
import { migrate, type Migration } from './migrator';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tablesIn(db: Db, schema: string): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = ${schema} order by table_name`,
  );
  return found.map((row) => row.table_name);
}

async function appliedMigrations(db: Db, schema: string): Promise<string[]> {
  return (await rows<{ id: string }>(db, sql.raw(`select id from ${schema}._migrations order by id`))).map((row) => row.id);
}

function giftCardsMigration(schema: string): Migration {
  return {
    id: '0001_gift_cards',
    statements: [
      `create table ${schema}.gift_cards (id uuid primary key, name text not null, amount_cents integer not null)`,
      `create index gift_cards_name on ${schema}.gift_cards (name)`,
    ],
  };
}

describe.each(databaseAdapters)('database and migrator: %s', (engine, open) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await open();
    db = opened.database.db;
  });

  afterAll(() => opened?.dispose());

  it('opens the expected engine and reports healthy', async () => {
    expect(opened.database.engine).toBe(engine === 'PGlite' ? 'pglite' : 'postgres');
    expect(await opened.database.health()).toEqual({ ok: true });
    const [{ version }] = await rows<{ version: string }>(db, sql`select version()`);
    expect(version).toMatch(/PostgreSQL/);
  });

  it('creates the schema and its tables, and running migrate() again changes nothing', async () => {
    const schema = uniqueSchema('svc');
    const migrations = [eventTablesMigration(schema), giftCardsMigration(schema)];
    expect(await tablesIn(db, schema)).toEqual([]);

    await migrate(db, schema, migrations);
    expect(await tablesIn(db, schema)).toEqual(['_migrations', 'dead_letters', 'gift_cards', 'inbox', 'outbox']);
    expect(await appliedMigrations(db, schema)).toEqual(['0000_event_tables', '0001_gift_cards']);

    await db.execute(sql.raw(`insert into ${schema}.gift_cards values ('7c9e6679-7425-40de-944b-e07fc1f90ae7', 'Lunch', 2500)`));
    await migrate(db, schema, migrations);
    await migrate(db, schema, migrations);
    expect(await tablesIn(db, schema)).toEqual(['_migrations', 'dead_letters', 'gift_cards', 'inbox', 'outbox']);
    expect(await appliedMigrations(db, schema)).toEqual(['0000_event_tables', '0001_gift_cards']);
    // Data survives: the second run did not re-create the table.
    expect(await rows(db, sql.raw(`select name, amount_cents from ${schema}.gift_cards`))).toEqual([{ name: 'Lunch', amount_cents: 2500 }]);
  });

  it('applies only the migrations added since the last run', async () => {
    const schema = uniqueSchema('svc');
    await migrate(db, schema, [eventTablesMigration(schema)]);
    expect(await tablesIn(db, schema)).not.toContain('gift_cards');
    await migrate(db, schema, [eventTablesMigration(schema), giftCardsMigration(schema)]);
    expect(await tablesIn(db, schema)).toContain('gift_cards');
    expect(await appliedMigrations(db, schema)).toEqual(['0000_event_tables', '0001_gift_cards']);
  });

  it('rolls a failing migration back completely and can run again once fixed', async () => {
    const schema = uniqueSchema('svc');
    const broken: Migration = { id: '0001_broken', statements: [`create table ${schema}.half (id int)`, 'select * from no_such_table'] };
    await expect(migrate(db, schema, [eventTablesMigration(schema), broken])).rejects.toThrow(/no_such_table/);
    expect(await tablesIn(db, schema)).toEqual([]);
    await migrate(db, schema, [eventTablesMigration(schema), giftCardsMigration(schema)]);
    expect(await appliedMigrations(db, schema)).toEqual(['0000_event_tables', '0001_gift_cards']);
    expect(await tablesIn(db, schema)).not.toContain('half');
  });

  it('lets several replicas migrate the same schema at once', async () => {
    const schema = uniqueSchema('svc');
    const migrations = [eventTablesMigration(schema), giftCardsMigration(schema)];
    await Promise.all([1, 2, 3].map(() => migrate(db, schema, migrations)));
    expect(await appliedMigrations(db, schema)).toEqual(['0000_event_tables', '0001_gift_cards']);
  });

  it('keeps services in their own schemas', async () => {
    const a = uniqueSchema('svc');
    const b = uniqueSchema('svc');
    await migrate(db, a, [eventTablesMigration(a), giftCardsMigration(a)]);
    await migrate(db, b, [eventTablesMigration(b)]);
    expect(await tablesIn(db, a)).toContain('gift_cards');
    expect(await tablesIn(db, b)).toEqual(['_migrations', 'dead_letters', 'inbox', 'outbox']);
  });

  it('refuses schema names that are not plain identifiers', async () => {
    await expect(migrate(db, 'public; drop table x', [])).rejects.toThrow(/bad schema name/i);
    await expect(migrate(db, 'Svc', [])).rejects.toThrow(/bad schema name/i);
  });

  it('runs plain SQL text with parameters on the database and inside a transaction, whose rollback undoes it', async () => {
    const schema = uniqueSchema('plain');
    await migrate(db, schema, [giftCardsMigration(schema)]);
    const table = `${schema}.gift_cards`;
    const id = '00000000-0000-4000-8000-000000000001';
    await plainQuery(db, `insert into ${table} (id, name, amount_cents) values ($1, $2, $3)`, [id, 'Tea', 2500]);
    await expect(
      db.transaction(async (tx) => {
        await plainQuery(tx, `update ${table} set amount_cents = amount_cents + $1 where id = $2`, [100, id]);
        // Seen inside the transaction, so it ran on the transaction's connection.
        expect(await plainQuery(tx, `select amount_cents from ${table} where id = $1`, [id])).toEqual([{ amount_cents: 2600 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await plainQuery(db, `select name, amount_cents from ${table} where id = $1`, [id])).toEqual([{ name: 'Tea', amount_cents: 2500 }]);
    expect(qualifiedName(eventTables(schema).inbox)).toBe(`${schema}.inbox`);
  });
});
