import { cardEscheat, dormantIfLastActiveBefore, escheatCents, reportDueOn, UNCLAIMED_PROPERTY_LAWS, unclaimedPropertyLaw, type UnclaimedPropertyLaw } from '@gv/proto';
import type { StateRuleRow } from './unclaimed-repository.js';

/** A state that reports dormant gift cards, as its rule stands on a day: what the query applies, when the report is due, and the statute it follows. */
export interface StateRule extends StateRuleRow {
  law: UnclaimedPropertyLaw;
  dueOn: string;
  source: string;
}

/** A card of this state whose paid value expires, and one whose paid value never does (exempt in some states). */
const EXPIRING = { paidExpiresOn: 'expires' };
const NEVER_EXPIRING = { paidExpiresOn: null };

/**
 * The rule of every state that reports dormant gift cards, on `asOf`: cards quiet since the day its period began,
 * only those whose paid value expires where the state exempts the others (California), its share of the paid value.
 * States that exempt gift cards, or that have no rule recorded, have none.
 */
export function stateRules(asOf: string): StateRule[] {
  return UNCLAIMED_PROPERTY_LAWS.flatMap((law) => {
    const rule = cardEscheat(law, EXPIRING);
    if (!rule) return [];
    const expiringOnly = cardEscheat(law, NEVER_EXPIRING) === null;
    return [{ law, state: law.state, expiringOnly, quietSince: dormantIfLastActiveBefore(rule, asOf), sharePercent: rule.sharePercent, dueOn: reportDueOn(rule, asOf), source: rule.source }];
  });
}

/** What states would take of the paid value on the cards, each state's share of the cards its rule reports (cents). */
export function escheatableCents(groups: readonly { state: string | null; neverExpires: boolean; paidCents: string | number }[]): number {
  return groups.reduce((sum, group) => {
    const law = unclaimedPropertyLaw(group.state);
    const rule = law && cardEscheat(law, group.neverExpires ? NEVER_EXPIRING : EXPIRING);
    return rule ? sum + escheatCents(rule, Number(group.paidCents)) : sum;
  }, 0);
}
