import type { IssuedGiftCardStatus } from '@gv/proto';
import type { IssuedCardRow } from '../db/schema.js';

/** What Square must do so that a registered card there follows a change of the card here. */
export type SquareMove =
  | { type: 'ADJUST_INCREMENT' | 'ADJUST_DECREMENT'; amountCents: number }
  | { type: 'DEACTIVATE' }
  /** A new GAN registered with what the card holds, the old one deactivated: Square cannot undo a DEACTIVATE. */
  | { type: 'REGISTER_ANEW' };

/** Whether the terminal may spend the card: a voided or refunded one is DEACTIVATED at Square. */
const spendableAtSquare = (status: IssuedGiftCardStatus) => status === 'active' || status === 'on_hold';

/**
 * The move that mirrors a change of a registered card (`before` locked, `after` in the same transaction): it stops
 * being spendable (a void, a refund in full): DEACTIVATE; it becomes spendable again (a reactivation, a refund Square
 * refused) or goes to a new holder: REGISTER_ANEW; otherwise the value it gained or lost. None for a card not yet
 * registered (its registration catches up), nor for value moves of a card Square holds DEACTIVATED.
 */
export function squareMoveOf(before: IssuedCardRow, after: IssuedCardRow, newHolder = false): SquareMove | undefined {
  if (before.posSquareId === null) return undefined;
  const was = spendableAtSquare(before.status);
  const is = spendableAtSquare(after.status);
  if (was && !is) return { type: 'DEACTIVATE' };
  if (is && (!was || newHolder)) return { type: 'REGISTER_ANEW' };
  const movedCents = after.balanceCents - before.balanceCents;
  if (!is || movedCents === 0) return undefined;
  return { type: movedCents > 0 ? 'ADJUST_INCREMENT' : 'ADJUST_DECREMENT', amountCents: Math.abs(movedCents) };
}
