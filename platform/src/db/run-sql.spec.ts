import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { insertValues } from './run-sql';

const table = pgTable('moves', { id: text('id').primaryKey(), amountCents: integer('amount_cents').notNull() });
const render = (rows: Record<string, unknown>[]) => new PgDialect().sqlToQuery(insertValues(table, rows));

describe('insertValues', () => {
  it("lines each row's values up with the first row's columns, whatever order the row lists its properties in", () => {
    const { sql, params } = render([{ id: 'a', amountCents: 1 }, { amountCents: 2, id: 'b' }]);
    expect(sql).toBe('("id", "amount_cents") values ($1, $2), ($3, $4)');
    expect(params).toEqual(['a', 1, 'b', 2]);
  });

  it('refuses rows that set different columns', () => {
    expect(() => render([{ id: 'a', amountCents: 1 }, { id: 'b' }])).toThrow('insertValues: the rows for moves set different columns');
  });
});
