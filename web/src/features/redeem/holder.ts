import type { RedeemBuyer } from '@gv/proto';

/** Spec §4: the OTP goes to the recipient of a gift, else to the buyer (the server sends it to the address recorded at purchase). */
export function holderEmailOf(buyer: RedeemBuyer): string {
  return buyer.giftInfo?.recipientEmail || buyer.email;
}

export function holderNameOf(buyer: RedeemBuyer): string {
  return buyer.giftInfo?.recipientName || buyer.name;
}
