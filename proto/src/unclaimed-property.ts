/**
 * Unclaimed property (escheat) law for gift cards, per US state and DC, as data (decision 0095). Only the states
 * below were checked against their statutes; every other one says "check with your advisor" and is never guessed.
 * Only paid value is ever reported: bonus value was never paid for, so nobody but the business ever owned it.
 */
import type { BusinessScope } from './analytics.js';
import { addYears } from './calendar.js';
import { defineCatalog, translate } from './locale.js';
import unclaimedTexts from './messages/unclaimedProperty.json' with { type: 'json' };

/**
 * `full`: the paid value left on a dormant card is reported; `partly`: a share of it (`sharePercent`); `exempt`: gift
 * cards are not reported (under `exemptWhen`: only cards that meet it); `advisor`: no rule here, ask an advisor.
 */
export type EscheatRule = 'full' | 'partly' | 'exempt' | 'advisor';

export interface UnclaimedPropertyLaw {
  /** USPS code: `NY`, `DC`. */
  state: string;
  name: string;
  rule: EscheatRule;
  /** `partly`: the share of the paid value that is reported. */
  sharePercent?: number;
  /**
   * `exempt` only for cards that neither expire nor carry fees (the platform charges none, so: paid value that never
   * expires); a card that does not qualify follows `otherwise`.
   */
  exemptWhen?: 'no-expiry';
  otherwise?: { rule: 'full'; dormancyYears: number; reportDue: string; source: string };
  /** Years without activity on the card before it is presumed abandoned. */
  dormancyYears?: number;
  /** The annual report's due day, `MM-DD`. */
  reportDue?: string;
  /** The statute, as cited. */
  source: string;
  /** Where a holder claims what was reported. */
  claimUrl: string;
}

export const UNCLAIMED_ADVISOR_MESSAGE = 'No rule recorded for this state: check with your advisor.';
const NATIONAL_CLAIMS = 'https://unclaimed.org';

const KNOWN: readonly UnclaimedPropertyLaw[] = [
  // N.Y. Aband. Prop. Law §1315(1): unredeemed gift certificates unclaimed for five years; non-banking holders report
  // by March 10 for the year to December 31 (§1315 and the Comptroller's reporting calendar).
  {
    state: 'NY',
    name: 'New York',
    rule: 'full',
    dormancyYears: 5,
    reportDue: '03-10',
    source: 'N.Y. Aband. Prop. Law §1315',
    claimUrl: 'https://www.osc.ny.gov/unclaimed-funds',
  },
  // N.J.S.A. 46:30B-42.1 (as amended by P.L.2012 and P.L.2015, c.8): a stored value card issued on or after July 1,
  // 2010 with no activity for five years; the proceeds of a card other than a general-purpose reloadable one are 60%
  // of its value. Excluded: promotional, loyalty and charitable cards, and cards sold below face value to nonprofits.
  // N.J.A.C. 17:18-3.3 also exempts an issuer (with the businesses under its name or ownership) that sold $250,000
  // or less of cards in the year to June 30, and asks only for cards whose owner's last known address is in New
  // Jersey: neither is known here, so the line says to check. Reports are filed before November 1 (46:30B-46).
  {
    state: 'NJ',
    name: 'New Jersey',
    rule: 'partly',
    sharePercent: 60,
    dormancyYears: 5,
    reportDue: '10-31',
    source:
      'N.J.S.A. 46:30B-42.1, 46:30B-46. Check with your advisor: a business that sold $250,000 or less of cards in the year to June 30 does not report them, and a card without a New Jersey address may not be New Jersey’s (N.J.A.C. 17:18-3.3).',
    claimUrl: 'https://unclaimedfunds.nj.gov',
  },
  // Cal. Code Civ. Proc. §1520.5: gift certificates under Cal. Civ. Code §1749.45 (no expiration date, no service
  // fee: §1749.5) do not escheat; one that has an expiration date and was sold for value does: three years (CCP
  // §1520), reported before November 1 (CCP §1530(d)). When those three years start for a card that expires is not
  // settled here.
  {
    state: 'CA',
    name: 'California',
    rule: 'exempt',
    exemptWhen: 'no-expiry',
    otherwise: {
      rule: 'full',
      dormancyYears: 3,
      reportDue: '10-31',
      source: 'Cal. Code Civ. Proc. §1520, §1520.5, §1530. Check with your advisor: whether the three years run from the expiry date.',
    },
    source: 'Cal. Code Civ. Proc. §1520.5; Cal. Civ. Code §1749.45',
    claimUrl: 'https://ucpi.sco.ca.gov',
  },
  // Tex. Prop. Code §72.1016: a stored value card is presumed abandoned three years after it was last used or loaded
  // (or on its expiration date, if earlier); reports are due July 1 for property abandoned by March 1 (§74.101).
  {
    state: 'TX',
    name: 'Texas',
    rule: 'full',
    dormancyYears: 3,
    reportDue: '07-01',
    source: 'Tex. Prop. Code §72.1016',
    claimUrl: 'https://claimittexas.gov',
  },
  // Fla. Stat. §717.1045: an unredeemed gift certificate (as defined in §501.95) is not reported; the consideration
  // paid is the issuer's. Certificates under §501.95(2)(b) are: check with your advisor if yours could be one.
  { state: 'FL', name: 'Florida', rule: 'exempt', source: 'Fla. Stat. §717.1045', claimUrl: 'https://www.fltreasurehunt.gov' },
  // 765 ILCS 1026/15-102: a gift card (no expiration date, no dormancy or service fee, not redeemable for money) is
  // not property under the Act (74 Ill. Adm. Code 760.230). A card that does not qualify: check with your advisor.
  {
    state: 'IL',
    name: 'Illinois',
    rule: 'exempt',
    exemptWhen: 'no-expiry',
    source: '765 ILCS 1026/15-102; 74 Ill. Adm. Code 760.230',
    claimUrl: 'https://icash.illinoistreasurer.gov',
  },
  // Del. Code tit. 12 §1133: gift cards presumed abandoned five years after issue or last activity; reports are due
  // March 1 for the year to December 31 (§1142). The earlier law's rule for a card that expires sooner (the shorter of
  // five years and its term) was not checked against §1133.
  {
    state: 'DE',
    name: 'Delaware',
    rule: 'full',
    dormancyYears: 5,
    reportDue: '03-01',
    source: 'Del. Code tit. 12 §1133, §1142. Check with your advisor if your cards expire within five years.',
    claimUrl: 'https://unclaimedproperty.delaware.gov',
  },
];

const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Every US state and DC, each with its rule: the states checked above, the others `advisor`. */
export const UNCLAIMED_PROPERTY_LAWS: readonly UnclaimedPropertyLaw[] = Object.entries(STATE_NAMES).map(
  ([state, name]) =>
    KNOWN.find((law) => law.state === state) ?? { state, name, rule: 'advisor', source: UNCLAIMED_ADVISOR_MESSAGE, claimUrl: NATIONAL_CLAIMS },
);

/** The law of a US state (or DC) by its code, in any case; undefined for anything else (a country, a typo). */
export function unclaimedPropertyLaw(state: unknown): UnclaimedPropertyLaw | undefined {
  return typeof state === 'string' ? UNCLAIMED_PROPERTY_LAWS.find((law) => law.state === state.trim().toUpperCase()) : undefined;
}

/** A card as the law sorts it: whether its paid value ever expires (the platform charges no fees). */
export interface EscheatCard {
  paidExpiresOn: string | null;
}

/** What a state does with a dormant card: how much of its paid value is reported, after how long, and when; null: nothing is reported here. */
export interface CardEscheat {
  rule: 'full' | 'partly';
  sharePercent: number;
  dormancyYears: number;
  reportDue: string;
  source: string;
}

/** The rule a card of this state follows: null when the state exempts it or has no rule recorded (check with your advisor). */
export function cardEscheat(law: UnclaimedPropertyLaw, card: EscheatCard): CardEscheat | null {
  if (law.rule === 'full' || law.rule === 'partly') {
    return {
      rule: law.rule,
      sharePercent: law.sharePercent ?? 100,
      dormancyYears: law.dormancyYears!,
      reportDue: law.reportDue!,
      source: law.source,
    };
  }
  if (law.rule === 'exempt' && law.exemptWhen === 'no-expiry' && card.paidExpiresOn !== null && law.otherwise) {
    return { ...law.otherwise, sharePercent: 100 };
  }
  return null;
}

/** The paid value reported of a card holding `paidCents`: its share, rounded down to the cent. */
export const escheatCents = (rule: CardEscheat, paidCents: number): number => Math.floor((paidCents * rule.sharePercent) / 100);

/** The last day of activity a card may have had and still be dormant on `asOf`: `asOf` less the years. */
export const dormantIfLastActiveBefore = (rule: CardEscheat, asOf: string): string => addYears(asOf, -rule.dormancyYears);

/** The report's due day for cards dormant on `asOf`: the first `reportDue` on or after it. */
export function reportDueOn(rule: CardEscheat, asOf: string): string {
  const sameYear = `${asOf.slice(0, 4)}-${rule.reportDue}`;
  return sameYear >= asOf ? sameYear : `${Number(asOf.slice(0, 4)) + 1}-${rule.reportDue}`;
}

/**
 * Whether the buyer's own state matters at checkout: when the business's state reports dormant cards, or has no rule
 * recorded. Where it exempts gift cards, the business's state decides for a holder of unknown address (the second
 * priority rule) and the buyer is not asked.
 */
export function billingStateMatters(businessState: unknown): boolean {
  const law = unclaimedPropertyLaw(businessState);
  return law === undefined || law.rule !== 'exempt' || law.exemptWhen !== undefined;
}

/** A buyer's billing state or country: a US state or DC code, or an ISO 3166 two-letter country; null: not given. */
export function parseBillingState(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : undefined;
}

/** What unclaimed property refuses and says of a reported card, in each language; the server answers in English (UNCLAIMED_MESSAGES). */
export const unclaimedMessages = defineCatalog('unclaimedProperty', unclaimedTexts);

export const UNCLAIMED_MESSAGES = {
  ...unclaimedMessages.messages.en,
  /** The holder page, the counter and a refused redemption. */
  reported: (stateName: string, on: string) => translate(unclaimedMessages, 'en', 'reported', { stateName, on }),
  claimAt: (url: string) => translate(unclaimedMessages, 'en', 'claimAt', { url }),
} as const;

/** The sentence a reported card carries, with where to claim it. */
export function escheatedNotice(state: string, on: string): { message: string; claimUrl: string } {
  const law = unclaimedPropertyLaw(state);
  return { message: UNCLAIMED_MESSAGES.reported(law?.name ?? state, on), claimUrl: law?.claimUrl ?? NATIONAL_CLAIMS };
}

/** Request-reply patterns of the unclaimed-property report (analytics) and of reporting cards (redemption). */
export const UnclaimedRpc = {
  report: 'analytics.unclaimed.report',
  holderFile: 'analytics.unclaimed.holder-file',
  dormantCards: 'analytics.unclaimed.dormant-cards',
  escheatCards: 'redemption.escheat-cards',
} as const;

/** A day (`YYYY-MM-DD`, as the admin gave it) the report is drawn up on; analytics checks it. */
export type UnclaimedRequest = BusinessScope & { asOf?: unknown };
export type UnclaimedStateRequest = UnclaimedRequest & { state?: unknown };

/** GET /api/v1/admin/reports/unclaimed: per state, the cards dormant past its period on `asOf` and the paid value reported (dollars). */
export interface UnclaimedReport {
  /** The ISO 4217 code its amounts are in: the business's currency. */
  currency: string;
  asOf: string;
  states: UnclaimedStateLine[];
  testData: boolean;
}

export interface UnclaimedStateLine {
  state: string;
  name: string;
  cards: number;
  amount: number;
  dueOn: string;
  source: string;
  claimUrl: string;
}

/** The holder report for one state, in the NAUPA standard electronic file format. */
export interface UnclaimedHolderFile {
  filename: string;
  content: string;
}

/** A card to report: the paid value taken off it (cents), only while it holds exactly `paidCents` and saw no activity since `quietSince`. */
export interface DormantCard {
  cardId: string;
  paidCents: number;
  reportedCents: number;
  quietSince: string;
}

export interface DormantCards {
  state: string;
  asOf: string;
  cards: DormantCard[];
  test: boolean;
}

export interface EscheatCardsRequest {
  businessSlug: string;
  adminId: string;
  state: string;
  asOf: string;
  cards: DormantCard[];
}

/** POST /api/v1/admin/reports/unclaimed/filed: the cards whose balances moved now (a card already reported, or used since, moves nothing). */
export interface UnclaimedFiled {
  state: string;
  asOf: string;
  cards: number;
  amount: number;
}

export interface UnclaimedRpcMap {
  [UnclaimedRpc.report]: { request: UnclaimedRequest; response: UnclaimedReport };
  [UnclaimedRpc.holderFile]: { request: UnclaimedStateRequest; response: UnclaimedHolderFile };
  [UnclaimedRpc.dormantCards]: { request: UnclaimedStateRequest; response: DormantCards };
  [UnclaimedRpc.escheatCards]: { request: EscheatCardsRequest; response: UnclaimedFiled };
}
