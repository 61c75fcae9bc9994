import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import type { BusinessAccount } from '@gv/proto';
import { admins, businesses } from './schema.js';

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
