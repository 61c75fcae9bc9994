import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { columnsOf, runSql, type DbOrTx, type Tx } from '@gv/platform';
import type { BusinessAccount, BusinessStatus } from '@gv/proto';
import { businesses } from './schema.js';
import { listStaff } from './staff-repository.js';

type Business = typeof businesses.$inferSelect;
type BusinessChanges = Partial<typeof businesses.$inferInsert>;

/** The business's row, locked until `tx` ends: what a change in `tx` changed is then told against it (changedSettings). */
export async function lockBusiness(tx: Tx, slug: string): Promise<Business | undefined> {
  const [business] = await tx.select().from(businesses).where(eq(businesses.slug, slug)).for('update');
  return business;
}

/** The business as the changes leave it; undefined when there is none with this slug. */
export async function updateBusiness(tx: DbOrTx, slug: string, changes: BusinessChanges): Promise<Business | undefined> {
  const [business] = await tx.update(businesses).set(changes).where(eq(businesses.slug, slug)).returning();
  return business;
}

/**
 * To live (since when it first went, if it still is) or to test mode, in one guarded statement: a business whose
 * Square credentials are not verified (removed meanwhile) is not switched to live, and undefined answers it.
 */
export async function switchBusinessMode(tx: DbOrTx, slug: string, live: boolean, at: string): Promise<Business | undefined> {
  const [business] = await tx
    .update(businesses)
    .set({ liveAt: live ? sql`coalesce(${businesses.liveAt}, ${at})` : null, updatedAt: at })
    .where(and(eq(businesses.slug, slug), live ? isNotNull(businesses.squareVerifiedAt) : undefined))
    .returning();
  return business;
}

/** Inserts the business unless its slug is taken (insert-or-skip keeps concurrent sign-ups apart); whether it did. */
export async function insertBusinessIfSlugFree(tx: DbOrTx, business: typeof businesses.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(businesses).values(business).onConflictDoNothing().returning({ slug: businesses.slug });
  return inserted.length > 0;
}

export async function businessCount(db: DbOrTx): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(businesses);
  return Number(count);
}

/** A business's Square settings with its secrets still sealed, as the driver reads them. */
export interface CredentialsRow {
  slug: string;
  name: string;
  square_application_id: string;
  square_location_id: string;
  square_access_token_encrypted: string | null;
  square_webhook_signature_key_encrypted: string | null;
  square_gift_card_sync: boolean;
  square_gift_card_signature_key_encrypted: string | null;
  live: boolean;
  status: BusinessStatus;
  jurisdiction: string;
  currency: string;
  locale: string;
  time_zone: string;
}

/** The Square settings of the businesses with these slugs, by slug (runSql: every checkout asks). */
export async function credentialsOf(db: DbOrTx, slugs: string[]): Promise<Map<string, CredentialsRow>> {
  const rows = await runSql<CredentialsRow>(
    db,
    sql`select slug, name, square_application_id, square_location_id, square_access_token_encrypted, square_webhook_signature_key_encrypted,
          square_gift_card_sync, square_gift_card_signature_key_encrypted, live_at is not null as live, status, jurisdiction, currency, locale, time_zone
        from ${businesses} where slug = any(${sql.param(slugs)}::text[])`,
  );
  return new Map(rows.map((row) => [row.slug, row]));
}

const iso = (at: string | null) => at && new Date(at).toISOString();

// Plain SQL (see runSql): each checkout and each card's wallet links read it.
const BUSINESS_COLUMNS = columnsOf(businesses);

export async function findBusiness(db: DbOrTx, slug: string): Promise<Business | undefined> {
  const [business] = await runSql<Business>(db, sql`select ${BUSINESS_COLUMNS} from ${businesses} where slug = ${slug}`);
  return business;
}

/** The business as the super admin's detail shows it (its team, owners first); undefined when there is none with this slug. */
export async function findBusinessAccount(db: DbOrTx, slug: string): Promise<BusinessAccount | undefined> {
  const business = await findBusiness(db, slug);
  if (!business) return undefined;
  const team = (await listStaff(db, slug)).filter((member) => member.status !== 'removed');
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

/** A business's Square access token and webhook signature key as stored (sealed). */
interface SealedSquareSecrets {
  slug: string;
  token: string | null;
  webhookKey: string | null;
  giftCardKey: string | null;
}

/** The stored Square secrets of every business with one. */
export async function sealedSquareSecrets(db: DbOrTx): Promise<SealedSquareSecrets[]> {
  return db
    .select({
      slug: businesses.slug,
      token: businesses.squareAccessTokenEncrypted,
      webhookKey: businesses.squareWebhookSignatureKeyEncrypted,
      giftCardKey: businesses.squareGiftCardSignatureKeyEncrypted,
    })
    .from(businesses)
    .where(
      or(
        isNotNull(businesses.squareAccessTokenEncrypted),
        isNotNull(businesses.squareWebhookSignatureKeyEncrypted),
        isNotNull(businesses.squareGiftCardSignatureKeyEncrypted),
      ),
    );
}

/**
 * Writes the secrets sealed again (undefined leaves a column as it is), only while each one written is still what was
 * read: credentials saved meanwhile are already sealed under the first key. Whether it wrote.
 */
export async function resealSquareSecretsOf(
  db: DbOrTx,
  read: SealedSquareSecrets,
  resealed: Pick<BusinessChanges, 'squareAccessTokenEncrypted' | 'squareWebhookSignatureKeyEncrypted' | 'squareGiftCardSignatureKeyEncrypted'>,
): Promise<boolean> {
  const unchanged: SQL[] = [eq(businesses.slug, read.slug)];
  if (resealed.squareAccessTokenEncrypted && read.token) unchanged.push(eq(businesses.squareAccessTokenEncrypted, read.token));
  if (resealed.squareWebhookSignatureKeyEncrypted && read.webhookKey) unchanged.push(eq(businesses.squareWebhookSignatureKeyEncrypted, read.webhookKey));
  if (resealed.squareGiftCardSignatureKeyEncrypted && read.giftCardKey) unchanged.push(eq(businesses.squareGiftCardSignatureKeyEncrypted, read.giftCardKey));
  const updated = await db.update(businesses).set(resealed).where(and(...unchanged)).returning({ slug: businesses.slug });
  return updated.length > 0;
}
