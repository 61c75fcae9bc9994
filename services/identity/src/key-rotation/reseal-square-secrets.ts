import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import { resealUnderFirstKey, type Db, type KeyRing } from '@gv/platform';
import { businesses } from '../db/schema.js';

/**
 * After a key rotation: seals every business's stored Square access token and webhook signature key again under
 * the first key of the ring. Idempotent; answers how many businesses were rewritten. Throws (naming the business)
 * when a secret opens under no key of the ring, e.g. when the old key was dropped from SECRET_KEY too early.
 */
export async function resealSquareSecrets(db: Db, keys: KeyRing): Promise<number> {
  const stored = await db
    .select({ slug: businesses.slug, token: businesses.squareAccessTokenEncrypted, webhookKey: businesses.squareWebhookSignatureKeyEncrypted })
    .from(businesses)
    .where(or(isNotNull(businesses.squareAccessTokenEncrypted), isNotNull(businesses.squareWebhookSignatureKeyEncrypted)));
  let rewritten = 0;
  for (const business of stored) {
    const resealed = {
      squareAccessTokenEncrypted: reseal(keys, business.slug, business.token),
      squareWebhookSignatureKeyEncrypted: reseal(keys, business.slug, business.webhookKey),
    };
    if (!resealed.squareAccessTokenEncrypted && !resealed.squareWebhookSignatureKeyEncrypted) continue;
    // Only the secrets sealed under an older key are written (undefined leaves a column as it is), and only while
    // they are still what was read: credentials saved meanwhile are already sealed under the first key.
    const unchanged: SQL[] = [eq(businesses.slug, business.slug)];
    if (resealed.squareAccessTokenEncrypted && business.token) unchanged.push(eq(businesses.squareAccessTokenEncrypted, business.token));
    if (resealed.squareWebhookSignatureKeyEncrypted && business.webhookKey) unchanged.push(eq(businesses.squareWebhookSignatureKeyEncrypted, business.webhookKey));
    const updated = await db.update(businesses).set(resealed).where(and(...unchanged)).returning({ slug: businesses.slug });
    rewritten += updated.length;
  }
  return rewritten;
}

function reseal(keys: KeyRing, slug: string, sealed: string | null): string | undefined {
  if (!sealed) return undefined;
  try {
    return resealUnderFirstKey(keys, sealed);
  } catch {
    throw new Error(`The Square credentials of business ${slug} open under no key of SECRET_KEY: list the key they were saved under`);
  }
}
