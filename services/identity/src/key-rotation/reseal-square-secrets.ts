import { resealUnderFirstKey, type Db, type KeyRing } from '@gv/platform';
import { resealSquareSecretsOf, sealedSquareSecrets } from '../db/business-repository.js';

/**
 * After a key rotation: seals every business's stored Square access token and webhook signature keys again under
 * the first key of the ring. Idempotent; answers how many businesses were rewritten. Throws (naming the business)
 * when a secret opens under no key of the ring, e.g. when the old key was dropped from SECRET_KEY too early.
 */
export async function resealSquareSecrets(db: Db, keys: KeyRing): Promise<number> {
  const stored = await sealedSquareSecrets(db);
  let rewritten = 0;
  for (const business of stored) {
    const resealed = {
      squareAccessTokenEncrypted: reseal(keys, business.slug, business.token),
      squareWebhookSignatureKeyEncrypted: reseal(keys, business.slug, business.webhookKey),
      squareGiftCardSignatureKeyEncrypted: reseal(keys, business.slug, business.giftCardKey),
    };
    if (Object.values(resealed).every((sealed) => !sealed)) continue;
    // Only the secrets sealed under an older key are written.
    if (await resealSquareSecretsOf(db, business, resealed)) rewritten++;
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
