import { sql } from 'drizzle-orm';
import { databaseAdapters, uniqueSchema, type OpenedDatabase } from '../../../test/databases';
import { runSql } from './run-sql';
import { analyzeChangedTables } from './statistics';


describe.each(databaseAdapters)('the statistics a service keeps current (%s)', (_engine, open) => {
  let opened: OpenedDatabase;
  const schema = uniqueSchema('stats');
  /** Changes rows, counted in the statistics views at once (a connection left idle reports its changes up to 10 s later). */
  const change = (statement: string) =>
    opened.database.db.transaction(async (tx) => {
      await runSql(tx, sql.raw(statement));
      await runSql(tx, sql`select pg_stat_force_next_flush()`);
    });
  const rowsOf = async (table: string) => {
    const [row] = await runSql<{ rows: number }>(opened.database.db, sql`select reltuples::float8 as rows from pg_class where oid = ${`${schema}.${table}`}::regclass`);
    return row.rows;
  };

  beforeAll(async () => {
    opened = await open();
    await runSql(opened.database.db, sql.raw(`create schema ${schema}`));
    await runSql(opened.database.db, sql.raw(`create table ${schema}.grown (id integer primary key)`));
    await runSql(opened.database.db, sql.raw(`create table ${schema}.quiet (id integer primary key)`));
  });

  afterAll(() => opened.dispose());

  it('analyzes a table once more than 50 rows and a tenth of it changed, and leaves the others', async () => {
    const { db } = opened.database;
    await change(`insert into ${schema}.grown select n from generate_series(1, 1000) n`);
    await change(`insert into ${schema}.quiet select n from generate_series(1, 10) n`);
    expect(await analyzeChangedTables(db, schema)).toEqual(['grown']);
    expect(await rowsOf('grown')).toBe(1000);
    expect(await rowsOf('quiet')).toBeLessThanOrEqual(0);

    await change(`insert into ${schema}.grown select n from generate_series(1001, 1100) n`);
    expect(await analyzeChangedTables(db, schema)).toEqual([]);

    await change(`delete from ${schema}.grown where id > 500`);
    expect(await analyzeChangedTables(db, schema)).toEqual(['grown']);
    expect(await rowsOf('grown')).toBe(500);
  });
});
