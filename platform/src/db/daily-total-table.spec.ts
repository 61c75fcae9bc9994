import { getTableConfig, pgSchema, text } from 'drizzle-orm/pg-core';
import { dailyTotalTable } from './daily-total-table';

const shop = pgSchema('shop');

const spendDays = (neverNegative: boolean) =>
  dailyTotalTable(shop, 'spend_days', { shopKey: text('shop_key').notNull() }, { field: 'spentCents', column: 'spent_cents', neverNegative });

describe('dailyTotalTable', () => {
  it('keys the total by its key and day, and keeps a checked total from going below zero', () => {
    const config = getTableConfig(spendDays(true));
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
    expect(getTableConfig(spendDays(false)).checks).toEqual([]);
  });
});
