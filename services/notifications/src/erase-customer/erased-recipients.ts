import type { Tx } from '@gv/platform';
import { isErasedEmail, type EventMap } from '@gv/proto';
import { contactEmailOf } from '../db/brand-repository.js';

/**
 * Where the code that redeems a card goes (decision 0054): to its holder, or, once the holder was erased (their
 * pseudonym receives nothing), to the business's contact address, so the card is still spent by its code with the
 * business vouching for the card in hand. Its pseudonym when the business has no contact address: then nobody.
 */
export async function redeemCodeRecipient(tx: Tx, otp: EventMap['gift-card.redeem-otp.requested']): Promise<string> {
  if (!isErasedEmail(otp.holder.email)) return otp.holder.email;
  return (await contactEmailOf(tx, otp.businessSlug)) ?? otp.holder.email;
}
