import { getTableConfig, pgSchema, text } from 'drizzle-orm/pg-core';
import { dailyTotalTable } from './daily-total-table';

const shop = pgSchema('shop');

describe('dailyTotalTable', () => {
  it('keys the total by its key and day, and keeps a checked total from going below zero', () => {
    const table = dailyTotalTable(
      shop,
      'spend_days',
      { shopKey: text('shop_key').notNull() },
      { field: 'spentCents', column: 'spent_cents', neverNegative: true },
    );
    const config = getTableConfig(table);
    expect(config.schema).toBe('shop');
    expect(config.columns.map((column) => [column.name, column.getSQLType(), column.notNull])).toEqual([
      ['shop_key', 'text', true],
      ['day', 'date', true],
      ['spent_cents', 'bigint', true],
    ]);
    expect(config.primaryKeys.map((key) => [key.getName(), key.columns.map((column) => column.name)])).toEqual([
      ['spend_days_pkey', ['shop_key', 'day']],
    ]);
    expect(config.checks.map((check) => check.name)).toEqual(['spend_days_spent_cents_check']);
  });

  it('leaves an unchecked total without a check', () => {
    const table = dailyTotalTable(
      shop,
      'credit_days',
      { shopKey: text('shop_key').notNull() },
      { field: 'creditedCents', column: 'credited_cents', neverNegative: false },
    );
    expect(getTableConfig(table).checks).toEqual([]);
  });
});
