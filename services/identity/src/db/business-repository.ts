import { asc, eq, sql } from 'drizzle-orm';
import { runSql, type DbOrTx, type Tx } from '@gv/platform';
import type { BusinessAccount, BusinessStatus } from '@gv/proto';
import { admins, businesses } from './schema.js';

/** The business's row, locked until `tx` ends: what a change in `tx` changed is then told against it (changedSettings). */
export async function lockBusiness(tx: Tx, slug: string): Promise<typeof businesses.$inferSelect | undefined> {
  const [business] = await tx.select().from(businesses).where(eq(businesses.slug, slug)).for('update');
  return business;
}

/** A business's Square settings with its secrets still sealed, as the driver reads them. */
export interface CredentialsRow {
  slug: string;
  name: string;
  square_application_id: string;
  square_location_id: string;
  square_access_token_encrypted: string | null;
  square_webhook_signature_key_encrypted: string | null;
  live: boolean;
  status: BusinessStatus;
  jurisdiction: string;
  time_zone: string;
}

/** The Square settings of the businesses with these slugs, by slug (runSql: every checkout asks). */
export async function credentialsOf(db: DbOrTx, slugs: string[]): Promise<Map<string, CredentialsRow>> {
  const rows = await runSql<CredentialsRow>(
    db,
    sql`select slug, name, square_application_id, square_location_id, square_access_token_encrypted, square_webhook_signature_key_encrypted,
          live_at is not null as live, status, jurisdiction, time_zone
        from ${businesses} where slug = any(${sql.param(slugs)}::text[])`,
  );
  return new Map(rows.map((row) => [row.slug, row]));
}

const iso = (at: string | null) => at && new Date(at).toISOString();

/** The business as the super admin's detail shows it (its admins oldest first); undefined when there is none with this slug. */
export async function findBusinessAccount(db: DbOrTx, slug: string): Promise<BusinessAccount | undefined> {
  const [business] = await db.select().from(businesses).where(eq(businesses.slug, slug));
  if (!business) return undefined;
  const team = await db.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins.businessSlug, slug)).orderBy(asc(admins.createdAt));
  return {
    businessSlug: business.slug,
    restaurantName: business.name,
    status: business.status,
    statusNotes: business.statusNotes,
    statusChangedAt: iso(business.statusChangedAt),
    statusChangedBy: business.statusChangedBy,
    redemptionsPaused: business.redemptionsPaused,
    profile: {
      contactEmail: business.contactEmail ?? team[0]?.email ?? '',
      address: business.address,
      timeZone: business.timeZone,
      live: business.liveAt !== null,
    },
    admins: team,
  };
}

/** A slug as the super admin's calls name it: any case, at most 60 characters (longer ones name no business). */
export function slugOf(value: unknown): string {
  const slug = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return slug.length <= 60 ? slug : '';
}
