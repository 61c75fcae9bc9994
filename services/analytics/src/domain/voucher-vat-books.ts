import { vatIncluded, type MonthVat } from '@gv/proto';

/**
 * The paid value of some days of the books by its card type's VAT treatment (decision 0099), in minor units: per
 * single-purpose rate, what was sold, issued outside or loaded less what was refunded (`soldCents`) and what was
 * redeemed, net of reversals (`redeemedCents`); and the multi-purpose paid value redeemed. A card type's treatment is
 * fixed once it is sold, so the books read it from the card type as it stands.
 */
export interface VatBooks {
  singlePurpose: { vatRateBp: number; soldCents: number; redeemedCents: number }[];
  multiPurposeRedeemedCents: number;
}

/**
 * The VAT books of days booked before VAT treatments were kept: every card type was then multi-purpose, so the paid
 * value redeemed (the books' `redeemed` line, signed as the liability moves) is all multi-purpose. A month closed then keeps it.
 */
export function vatBooksBeforeTreatments(redeemed: { paid: number }): VatBooks {
  return { singlePurpose: [], multiPurposeRedeemedCents: -redeemed.paid };
}

/** What `later` holds beyond `earlier`, rate by rate. */
export function vatBooksLess(later: VatBooks, earlier: VatBooks): VatBooks {
  const rates = [...new Set([...later.singlePurpose, ...earlier.singlePurpose].map(({ vatRateBp }) => vatRateBp))].sort((a, b) => a - b);
  const at = (books: VatBooks, rate: number) => books.singlePurpose.find(({ vatRateBp }) => vatRateBp === rate) ?? { soldCents: 0, redeemedCents: 0 };
  return {
    singlePurpose: rates.map((vatRateBp) => ({
      vatRateBp,
      soldCents: at(later, vatRateBp).soldCents - at(earlier, vatRateBp).soldCents,
      redeemedCents: at(later, vatRateBp).redeemedCents - at(earlier, vatRateBp).redeemedCents,
    })),
    multiPurposeRedeemedCents: later.multiPurposeRedeemedCents - earlier.multiPurposeRedeemedCents,
  };
}

/** When the VAT on the month's value is due: at sale per single-purpose rate (rates nothing was sold at left out), at redemption on multi-purpose value. */
export function monthVat(books: VatBooks): MonthVat {
  return {
    dueAtSale: books.singlePurpose
      .filter(({ soldCents }) => soldCents !== 0)
      .map(({ vatRateBp, soldCents }) => ({ vatRateBp, grossCents: soldCents, vatCents: vatIncluded(soldCents, vatRateBp) })),
    dueAtRedemption: { grossCents: books.multiPurposeRedeemedCents },
  };
}
