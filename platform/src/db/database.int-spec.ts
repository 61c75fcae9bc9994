import { eq, sql, type SQL } from 'drizzle-orm';
import { bigint, date, integer, numeric, PgDialect, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { databaseAdapters, uniqueSchema, type OpenedDatabase } from '../../../test/databases';
import { loadConfig, platformEnvSchema } from '../config';
import { claimUnpublished } from '../events/outbox';
import { eventMigrations, eventTables } from '../events/tables';
import { columnsOf, insertValues, readInIndexOrder, runSql, setColumns } from './run-sql';
import type { Db } from './database';
import { migrate, type Migration } from './migrator';
import { watchStatements } from './statement-watch';

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

/** A table with each column type columnsOf reads, and its migration. */
function vouchers(schema: string) {
  const table = pgSchema(schema).table('vouchers', {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note'),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    imageWidths: integer('image_widths').array().notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  });
  const migration: Migration = {
    id: '0001_vouchers',
    statements: [
      `create table ${schema}.vouchers (id uuid primary key, name text not null, amount_cents integer not null, note text,
        expiration_date date not null, created_at timestamptz not null default now(), image_widths integer[] not null,
        seq bigint generated always as identity)`,
    ],
  };
  return { table, migration };
}

/** The event tables as the hand-written list made them, before drizzle-kit generated them from the schema (decision 0076). */
function handWrittenEventTables(schema: string): Migration[] {
  return [
    {
      id: '0000_event_tables',
      statements: [
        `create table ${schema}.outbox (seq bigserial primary key, id uuid not null unique, type text not null, payload jsonb not null, request_id text, occurred_at timestamptz not null, published_at timestamptz)`,
        `create index outbox_unpublished on ${schema}.outbox (seq) where published_at is null`,
        `create table ${schema}.inbox (event_id uuid not null, consumer text not null, handled_at timestamptz not null default now(), primary key (event_id, consumer))`,
        `create table ${schema}.dead_letters (id bigserial primary key, consumer text not null, event_id uuid not null, type text not null, envelope jsonb not null, error text not null, attempts integer not null, failed_at timestamptz not null default now())`,
      ],
    },
    { id: '0000_event_retention', statements: [`create index inbox_handled_at on ${schema}.inbox (handled_at)`] },
    { id: '0000_event_trace', statements: [`alter table ${schema}.outbox add column traceparent text`] },
  ];
}

/** A schema's columns, constraints and indexes, written without its name so that two schemas compare. */
async function structureOf(db: Db, schema: string): Promise<string[]> {
  const found = await rows<{ line: string }>(
    db,
    sql`select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
          from information_schema.columns where table_schema = ${schema} and table_name <> '_migrations'
        union all
        select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
          where connamespace = ${schema}::regnamespace and conrelid::regclass::text not like '%._migrations'
        union all
        select indexdef from pg_indexes where schemaname = ${schema} and tablename <> '_migrations'`,
  );
  return found.map(({ line }) => line.replaceAll(schema, '<schema>')).sort();
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
    const migrations = [...eventMigrations(schema), giftCardsMigration(schema)];
    expect(await tablesIn(db, schema)).toEqual([]);

    await migrate(db, schema, migrations);
    expect(await tablesIn(db, schema)).toEqual(['_migrations', 'dead_letters', 'gift_cards', 'inbox', 'outbox']);
    expect(await appliedMigrations(db, schema)).toEqual(['0001_gift_cards', 'events/0000_baseline']);

    await db.execute(sql.raw(`insert into ${schema}.gift_cards values ('7c9e6679-7425-40de-944b-e07fc1f90ae7', 'Lunch', 2500)`));
    await migrate(db, schema, migrations);
    await migrate(db, schema, migrations);
    expect(await tablesIn(db, schema)).toEqual(['_migrations', 'dead_letters', 'gift_cards', 'inbox', 'outbox']);
    expect(await appliedMigrations(db, schema)).toEqual(['0001_gift_cards', 'events/0000_baseline']);
    // Data survives: the second run did not re-create the table.
    expect(await rows(db, sql.raw(`select name, amount_cents from ${schema}.gift_cards`))).toEqual([{ name: 'Lunch', amount_cents: 2500 }]);
  });

  it('applies only the migrations added since the last run', async () => {
    const schema = uniqueSchema('svc');
    await migrate(db, schema, eventMigrations(schema));
    expect(await tablesIn(db, schema)).not.toContain('gift_cards');
    await migrate(db, schema, [...eventMigrations(schema), giftCardsMigration(schema)]);
    expect(await tablesIn(db, schema)).toContain('gift_cards');
    expect(await appliedMigrations(db, schema)).toEqual(['0001_gift_cards', 'events/0000_baseline']);
  });

  it('refuses, naming both versions, a schema a newer release migrated, and one this start may not bring up to date', async () => {
    const schema = uniqueSchema('svc');
    const release = (...tags: string[]): Migration[] =>
      tags.map((tag) => ({ id: `svc/${tag}`, statements: [`create table ${schema}.t_${tag.slice(0, 4)} (id int)`] }));
    const older = release('0000_first');
    const newer = release('0000_first', '0001_second');
    await migrate(db, schema, newer);

    await expect(migrate(db, schema, [...eventMigrations(schema), ...older])).rejects.toThrow(
      `Schema ${schema} is newer than this release: the database has svc/0001_second, this release knows up to svc/0000_first.`,
    );
    // A rollback whose newer migration only added may start, when asked.
    await migrate(db, schema, older, undefined, { apply: true, acceptNewer: true });

    const next = release('0000_first', '0001_second', '0002_third');
    await expect(migrate(db, schema, next, undefined, { apply: false, acceptNewer: false })).rejects.toThrow(
      `Schema ${schema} is older than this release: the database is at svc/0001_second, this release needs svc/0002_third.`,
    );
    expect(await tablesIn(db, schema)).not.toContain('t_0002');
    // Up to date, it starts without applying anything.
    await migrate(db, schema, next);
    await migrate(db, schema, next, undefined, { apply: false, acceptNewer: false });
    expect(await appliedMigrations(db, schema)).toEqual(['svc/0000_first', 'svc/0001_second', 'svc/0002_third']);
  });

  it('rolls a failing migration back completely and can run again once fixed', async () => {
    const schema = uniqueSchema('svc');
    const broken: Migration = { id: '0001_broken', statements: [`create table ${schema}.half (id int)`, 'select * from no_such_table'] };
    await expect(migrate(db, schema, [...eventMigrations(schema), broken])).rejects.toThrow(/no_such_table/);
    expect(await tablesIn(db, schema)).toEqual([]);
    await migrate(db, schema, [...eventMigrations(schema), giftCardsMigration(schema)]);
    expect(await appliedMigrations(db, schema)).toEqual(['0001_gift_cards', 'events/0000_baseline']);
    expect(await tablesIn(db, schema)).not.toContain('half');
  });

  it("runs a migration's step after its statements, in the same transaction, with the platform's configuration", async () => {
    const schema = uniqueSchema('svc');
    const config = loadConfig(platformEnvSchema, { DATA_DIR: '/tmp/gv-unused' });
    const named = (fails: boolean): Migration => ({
      ...giftCardsMigration(schema),
      step: async (tx, given) => {
        expect(given).toBe(config);
        await tx.execute(sql.raw(`insert into ${schema}.gift_cards values ('7c9e6679-7425-40de-944b-e07fc1f90ae7', 'Made by the step', 2500)`));
        if (fails) throw new Error('the step failed');
      },
    });
    await expect(migrate(db, schema, [named(false)])).rejects.toThrow(/needs the platform's configuration/);
    await expect(migrate(db, schema, [named(true)], config)).rejects.toThrow('the step failed');
    expect(await tablesIn(db, schema)).toEqual([]);
    await migrate(db, schema, [named(false)], config);
    expect(await rows(db, sql.raw(`select name from ${schema}.gift_cards`))).toEqual([{ name: 'Made by the step' }]);
  });

  it('lets several replicas migrate the same schema at once', async () => {
    const schema = uniqueSchema('svc');
    const migrations = [...eventMigrations(schema), giftCardsMigration(schema)];
    await Promise.all([1, 2, 3].map(() => migrate(db, schema, migrations)));
    expect(await appliedMigrations(db, schema)).toEqual(['0001_gift_cards', 'events/0000_baseline']);
  });

  it('keeps services in their own schemas', async () => {
    const a = uniqueSchema('svc');
    const b = uniqueSchema('svc');
    await migrate(db, a, [...eventMigrations(a), giftCardsMigration(a)]);
    await migrate(db, b, eventMigrations(b));
    expect(await tablesIn(db, a)).toContain('gift_cards');
    expect(await tablesIn(db, b)).toEqual(['_migrations', 'dead_letters', 'inbox', 'outbox']);
  });

  it('counts the generated baseline as applied where the hand-written list ran to its end: same tables, data kept', async () => {
    const old = uniqueSchema('svc');
    const fresh = uniqueSchema('svc');
    await migrate(db, old, handWrittenEventTables(old));
    await db.execute(sql.raw(`insert into ${old}.inbox (event_id, consumer) values ('7c9e6679-7425-40de-944b-e07fc1f90ae7', 'kept')`));

    await migrate(db, old, eventMigrations(old));
    await migrate(db, fresh, eventMigrations(fresh));
    expect(await appliedMigrations(db, old)).toEqual(['0000_event_retention', '0000_event_tables', '0000_event_trace', 'events/0000_baseline']);
    expect(await structureOf(db, old)).toEqual(await structureOf(db, fresh));
    expect(await rows(db, sql.raw(`select consumer from ${old}.inbox`))).toEqual([{ consumer: 'kept' }]);
  });

  it('refuses a schema the hand-written list left partway, changing nothing', async () => {
    const schema = uniqueSchema('svc');
    await migrate(db, schema, handWrittenEventTables(schema).slice(0, 2));
    await expect(migrate(db, schema, eventMigrations(schema))).rejects.toThrow(/not to their last, 0000_event_trace/);
    expect(await appliedMigrations(db, schema)).toEqual(['0000_event_retention', '0000_event_tables']);
  });

  it('refuses schema names that are not plain identifiers', async () => {
    await expect(migrate(db, 'public; drop table x', [])).rejects.toThrow(/bad schema name/i);
    await expect(migrate(db, 'Svc', [])).rejects.toThrow(/bad schema name/i);
  });

  it('runs a sql template with its values on the database and inside a transaction, whose rollback undoes it', async () => {
    const schema = uniqueSchema('plain');
    await migrate(db, schema, [giftCardsMigration(schema)]);
    const table = sql.raw(`${schema}.gift_cards`);
    const id = '00000000-0000-4000-8000-000000000001';
    await runSql(db, sql`insert into ${table} (id, name, amount_cents) values (${id}, ${'Tea'}, ${2500})`);
    await expect(
      db.transaction(async (tx) => {
        await runSql(tx, sql`update ${table} set amount_cents = amount_cents + ${100} where id = ${id}`);
        // Seen inside the transaction, so it ran on the transaction's connection.
        expect(await runSql(tx, sql`select amount_cents from ${table} where id = ${id}`)).toEqual([{ amount_cents: 2600 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await runSql(db, sql`select name, amount_cents from ${table} where id = ${id}`)).toEqual([{ name: 'Tea', amount_cents: 2500 }]);
  });

  it('reports to a statement watcher what Drizzle and runSql send, in and out of transactions, until it stops', async () => {
    const schema = uniqueSchema('watch');
    const { table, migration } = vouchers(schema);
    await migrate(db, schema, [migration]);
    const seen: string[] = [];
    const stop = watchStatements((text) => {
      if (text.includes(`"${schema}"."vouchers"`)) seen.push(text.split(' ')[0]);
    });
    await db.select().from(table);
    await db.transaction(async (tx) => {
      await runSql(tx, sql`select id from ${table}`);
      await tx.delete(table);
    });
    stop();
    await runSql(db, sql`select id from ${table}`);
    expect(seen).toEqual(['select', 'select', 'delete']);
  });

  it('reads rows through columnsOf exactly as Drizzle returns them, written through insertValues', async () => {
    const schema = uniqueSchema('plain');
    const { table, migration } = vouchers(schema);
    await migrate(db, schema, [migration]);
    const voucher = {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Spa day',
      amountCents: 12_500,
      note: undefined,
      expirationDate: '2027-03-31',
      createdAt: undefined,
      imageWidths: [320, 640],
    };
    const insert = sql`insert into ${table} ${insertValues(table, [voucher])} returning ${columnsOf(table)}`;
    // Undefined properties are left out, so the columns take their defaults.
    expect(new PgDialect().sqlToQuery(insert).sql).toMatch(/\("id", "name", "amount_cents", "expiration_date", "image_widths"\) values \(\$1, \$2, \$3, \$4, \$5\)/);
    const [returned] = await runSql(db, insert);

    const drizzleRows = await db.select().from(table);
    expect(drizzleRows).toEqual([{ ...voucher, note: null, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/), seq: 1 }]);
    expect(returned).toStrictEqual(drizzleRows[0]);
    expect(await runSql(db, sql`select ${columnsOf(table, 'v')} from ${table} v`)).toStrictEqual(drizzleRows);
  });

  it('updates a row through setColumns, each value as Drizzle sends it', async () => {
    const schema = uniqueSchema('plain');
    const { table, migration } = vouchers(schema);
    await migrate(db, schema, [migration]);
    const id = '00000000-0000-4000-8000-000000000003';
    await db.insert(table).values({ id, name: 'Tea', amountCents: 2500, expirationDate: '2027-01-01', imageWidths: [] });

    const set = setColumns(table, { note: 'for Ana', createdAt: '2026-11-22T14:22:09.123Z', imageWidths: [480] });
    const [updated] = await runSql(db, sql`update ${table} set ${set} where id = ${id} returning ${columnsOf(table)}`);
    const [read] = await db.select().from(table).where(eq(table.id, id));
    expect(updated).toStrictEqual(read);
    expect(read).toMatchObject({ name: 'Tea', note: 'for Ana', imageWidths: [480] });
    expect(new Date(read.createdAt).toISOString()).toBe('2026-11-22T14:22:09.123Z');
    expect(() => setColumns(table, { colour: 'red' })).toThrow(/has no column for colour/);
  });

  it('refuses, when the list is made, a column type whose driver value Drizzle would convert', () => {
    const schema = pgSchema('plain');
    const withNumeric = schema.table('prices', { id: uuid('id'), price: numeric('price') });
    const withBigintText = schema.table('counts', { id: uuid('id'), total: bigint('total', { mode: 'bigint' }) });
    expect(() => columnsOf(withNumeric)).toThrow('columnsOf: PgNumeric (price) is not read as Drizzle maps it');
    expect(() => columnsOf(withBigintText)).toThrow(/PgBigInt64 \(total\)/);
  });

  it('answers each call of one text with its own parameters, many times over, also in a transaction that rolls back', async () => {
    const schema = uniqueSchema('plain');
    const { table, migration } = vouchers(schema);
    await migrate(db, schema, [migration]);
    const ids = Array.from({ length: 12 }, (_, n) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`);
    for (const [n, id] of ids.entries()) {
      await runSql(db, sql`insert into ${table} (id, name, amount_cents, expiration_date, image_widths) values (${id}, ${`card ${n}`}, ${n * 100}, ${'2027-01-01'}, ${sql.param([n])})`);
    }
    const select = (id: string) => sql`select name, amount_cents from ${table} where id = ${id}`;
    // Concurrent calls spread over the pool's connections, several rounds so each connection runs the text again.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(ids.map((id) => runSql(db, select(id))));
      expect(answers).toEqual(ids.map((_, n) => [{ name: `card ${n}`, amount_cents: n * 100 }]));
    }

    const update = (cents: number, id: string) => sql`update ${table} set amount_cents = amount_cents + ${cents} where id = ${id} returning amount_cents`;
    const textOf = (statement: SQL) => new PgDialect().sqlToQuery(statement).sql;
    await expect(
      db.transaction(async (tx) => {
        expect(await runSql(tx, update(1, ids[1]))).toEqual([{ amount_cents: 101 }]);
        expect(await runSql(tx, update(5, ids[1]))).toEqual([{ amount_cents: 106 }]);
        expect(await runSql(tx, select(ids[1]))).toEqual([{ name: 'card 1', amount_cents: 106 }]);
        // PostgreSQL: named prepared statements on this connection; PGlite: plain text, nothing prepared.
        const prepared = await runSql<{ statement: string }>(tx, sql`select statement from pg_prepared_statements where name like 'gv\_%'`);
        const expected = engine === 'PostgreSQL' ? expect.arrayContaining([{ statement: textOf(update(0, '')) }, { statement: textOf(select('')) }]) : [];
        expect(prepared).toEqual(expected);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // After the rollback the same texts still run (the statements prepared in it are still usable) and see no change.
    expect(await runSql(db, select(ids[1]))).toEqual([{ name: 'card 1', amount_cents: 100 }]);
    expect(await runSql(db, update(7, ids[2]))).toEqual([{ amount_cents: 207 }]);
    expect(await runSql(db, select(ids[2]))).toEqual([{ name: 'card 2', amount_cents: 207 }]);
  });

  it('claims a queue through its partial index in order within a readInIndexOrder transaction, however many rows were taken before', async () => {
    const schema = uniqueSchema('svc');
    await migrate(db, schema, eventMigrations(schema));
    const outbox = sql.raw(`${schema}.outbox`);
    const insert = (n: number) => sql`insert into ${outbox} (id, type, payload, occurred_at) select gen_random_uuid(), 'ping', '{}', now() from generate_series(1, ${n}::int)`;
    // 3,000 events taken (their index entries stay until a vacuum), then 5 waiting.
    await runSql(db, insert(3000));
    await runSql(db, sql`update ${outbox} set published_at = now()`);
    await runSql(db, insert(5));
    const claim = claimUnpublished(eventTables(schema).outbox);
    const plan = await db.transaction(async (tx) => {
      await readInIndexOrder(tx);
      return (await runSql<{ 'QUERY PLAN': string }>(tx, sql`explain ${claim}`)).map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Scan using outbox_unpublished');
    expect(plan).not.toContain('Bitmap');
    expect(await runSql(db, claim)).toHaveLength(5);
  });
});
