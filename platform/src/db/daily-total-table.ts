import { sql, type BuildColumns } from 'drizzle-orm';
import { bigint, check, date, primaryKey, type PgColumnBuilderBase, type PgSchema, type PgTableWithColumns } from 'drizzle-orm/pg-core';

const dayColumn = () => date('day', { mode: 'string' }).notNull();
const totalColumn = (column: string) => bigint(column, { mode: 'number' }).notNull();

type DailyTotalColumns<KeyField extends string, Key extends PgColumnBuilderBase, TotalField extends string> = Record<KeyField, Key> & {
  day: ReturnType<typeof dayColumn>;
} & Record<TotalField, ReturnType<typeof totalColumn>>;

/**
 * A total per key and UTC day against a daily limit: one row per key and day, moved only by a guarded upsert so that
 * concurrent writers never pass the limit together. `key` is the key's one column; the total is bigint cents.
 */
export function dailyTotalTable<
  Schema extends string,
  Name extends string,
  KeyField extends string,
  Key extends PgColumnBuilderBase,
  TotalField extends string,
>(
  schema: PgSchema<Schema>,
  name: Name,
  key: Record<KeyField, Key>,
  total: { field: TotalField; column: string; neverNegative: boolean },
): PgTableWithColumns<{
  name: Name;
  schema: Schema;
  columns: BuildColumns<Name, DailyTotalColumns<KeyField, Key, TotalField>, 'pg'>;
  dialect: 'pg';
}> {
  const keyField = Object.keys(key)[0] as KeyField;
  const columns = { ...key, day: dayColumn(), [total.field]: totalColumn(total.column) } as DailyTotalColumns<KeyField, Key, TotalField>;
  return schema.table(name, columns, (t) => [
    primaryKey({ name: `${name}_pkey`, columns: [t[keyField], t.day] }),
    ...(total.neverNegative ? [check(`${name}_${total.column}_check`, sql`${t[total.field]} >= 0`)] : []),
  ]);
}
