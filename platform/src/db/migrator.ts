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

/** How a start treats its schema's version (see checkSchemaVersion). */
export interface SchemaVersionRules {
  /** Apply what is missing; otherwise refuse a schema older than the release. */
  apply: boolean;
  /** Start on a schema a newer release migrated. */
  acceptNewer: boolean;
}

const APPLY_AND_REFUSE_NEWER: SchemaVersionRules = { apply: true, acceptNewer: false };

/** The rules the configuration sets (MIGRATE_ON_START, ACCEPT_NEWER_SCHEMA). */
export const schemaVersionRules = (config: Pick<PlatformConfig, 'MIGRATE_ON_START' | 'ACCEPT_NEWER_SCHEMA'>): SchemaVersionRules => ({
  apply: config.MIGRATE_ON_START === '1',
  acceptNewer: config.ACCEPT_NEWER_SCHEMA === '1',
});

/**
 * Applies a service's migrations inside its own schema, each in one transaction, after checking the schema's version
 * against this release's (checkSchemaVersion). An advisory lock keeps several replicas starting at once from racing.
 */
export async function migrate(db: Db, schema: string, migrations: Migration[], config?: PlatformConfig, rules = APPLY_AND_REFUSE_NEWER): Promise<void> {
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
    checkSchemaVersion(schema, migrations, done, rules);
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

/** `<source>/<tag>`: the folder a generated migration comes from ('': a hand-written one, which has none). */
const sourceOf = (id: string) => (id.includes('/') ? id.slice(0, id.indexOf('/')) : '');

/**
 * Refuses, naming both versions, a schema a newer release migrated (it holds migrations of this release's folders that
 * this release does not know), unless accepted; and, when this start may not apply migrations, a schema older than
 * this release.
 */
function checkSchemaVersion(schema: string, migrations: Migration[], done: ReadonlySet<string>, rules: SchemaVersionRules): void {
  const known = new Set(migrations.map((migration) => migration.id));
  const sources = new Set(migrations.map((migration) => sourceOf(migration.id)).filter((source) => source !== ''));
  const lastKnown = migrations.at(-1)?.id ?? 'none';
  const newer = [...done].filter((id) => !known.has(id) && sources.has(sourceOf(id)));
  if (newer.length > 0 && !rules.acceptNewer) {
    throw new Error(
      `Schema ${schema} is newer than this release: the database has ${newer.join(', ')}, this release knows up to ${lastKnown}. ` +
        'Start the release that migrated it, or set ACCEPT_NEWER_SCHEMA=1 for a rollback whose newer migrations only added',
    );
  }
  const missing = migrations.filter((migration) => !done.has(migration.id) && !(migration.replaces && done.has(migration.replaces)));
  if (missing.length > 0 && !rules.apply) {
    const at = migrations.filter((migration) => done.has(migration.id)).at(-1)?.id ?? 'no migration';
    throw new Error(
      `Schema ${schema} is older than this release: the database is at ${at}, this release needs ${lastKnown}. ` +
        'Run the migrations first (node deploy/launcher/dist/migrate.js), or start with MIGRATE_ON_START=1',
    );
  }
}

/** A schema the hand-written list left halfway has neither its end state nor an empty one: the baseline cannot apply. */
function refusePartlyMigrated(schema: string, lastHandWritten: string, handWritten: string[]): void {
  if (handWritten.length === 0) return;
  throw new Error(
    `Schema ${schema} was migrated by hand-written migrations (${handWritten.join(', ')}) but not to their last, ${lastHandWritten}: ` +
      'start the last release with hand-written migrations once to finish them (docs/decisions/0076-migrations-from-the-schema.md)',
  );
}
