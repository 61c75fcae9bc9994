import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PlatformConfig } from '../config.js';
import type { Db, Tx } from './database.js';

export interface Migration {
  id: string;
  /** One SQL statement per entry; both PGlite and PostgreSQL 15 must accept them. */
  statements: string[];
  /**
   * Runs after the statements, in the same transaction: for data changes SQL cannot make by itself, such as
   * values keyed or sealed under keys derived from the platform's master key (which the database never sees).
   */
  step?: (tx: Tx, config: PlatformConfig) => Promise<void>;
  /**
   * The last id of the hand-written list this migration stands for (decision 0076): a schema that list migrated
   * to the end already has what it makes, so it counts as applied there without running.
   */
  replaces?: string;
}

interface Journal {
  entries: { tag: string }[];
}

export interface FolderOptions {
  /** Prefixes each id (`<source>/<tag>`): the migrations of several folders share a schema's _migrations. */
  source: string;
  /** The generated migrations, up to and including the tag `through`, that stand for the hand-written list ending at `replaces`. */
  baseline?: { replaces: string; through: string };
}

/**
 * The migrations drizzle-kit generated into `folder` (meta/_journal.json and one .sql file per entry), in order.
 * CREATE SCHEMA is left out: migrate() makes the schema, and may name it differently.
 */
export function migrationFolder(folder: URL, { source, baseline }: FolderOptions): Migration[] {
  const dir = fileURLToPath(folder);
  const { entries } = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  const baselineEnd = baseline ? entries.findIndex((entry) => entry.tag === baseline.through) : -1;
  if (baseline && baselineEnd < 0) throw new Error(`${dir} has no migration ${baseline.through}`);
  return entries.map(({ tag }, index) => ({
    id: `${source}/${tag}`,
    statements: readFileSync(join(dir, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement && !/^CREATE SCHEMA\b/i.test(statement)),
    ...(baseline && index <= baselineEnd ? { replaces: baseline.replaces } : {}),
  }));
}

/**
 * Applies a service's migrations inside its own schema, each in one transaction.
 * An advisory lock keeps several replicas starting at once from racing.
 */
export async function migrate(db: Db, schema: string, migrations: Migration[], config?: PlatformConfig): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${schema}))`);
    await tx.execute(sql.raw(`create schema if not exists ${schema}`));
    await tx.execute(
      sql.raw(`create table if not exists ${schema}._migrations (id text primary key, applied_at timestamptz not null default now())`),
    );
    const applied = (await tx.execute(sql.raw(`select id from ${schema}._migrations`))) as unknown as { rows: { id: string }[] };
    const done = new Set(applied.rows.map((row) => row.id));
    const known = new Set(migrations.flatMap((migration) => [migration.id, migration.replaces ?? []].flat()));
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      if (!migration.replaces || !done.has(migration.replaces)) {
        if (migration.replaces)
          refusePartlyMigrated(
            schema,
            migration.replaces,
            [...done].filter((id) => !known.has(id)),
          );
        for (const statement of migration.statements) await tx.execute(sql.raw(statement));
        if (migration.step) {
          if (!config) throw new Error(`Migration ${migration.id} has a step that needs the platform's configuration`);
          await migration.step(tx, config);
        }
      }
      await tx.execute(sql`insert into ${sql.raw(schema)}._migrations (id) values (${migration.id})`);
      done.add(migration.id);
    }
  });
}

/** A schema the hand-written list left halfway has neither its end state nor an empty one: the baseline cannot apply. */
function refusePartlyMigrated(schema: string, lastHandWritten: string, handWritten: string[]): void {
  if (handWritten.length === 0) return;
  throw new Error(
    `Schema ${schema} was migrated by hand-written migrations (${handWritten.join(', ')}) but not to their last, ${lastHandWritten}: ` +
      'start the last release with hand-written migrations once to finish them (docs/decisions/0076-migrations-from-the-schema.md)',
  );
}
