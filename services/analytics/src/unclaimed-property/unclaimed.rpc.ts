import { DomainError, ValidationError, type Db } from '@gv/platform';
import {
  toMajorUnits,
  parseCalendarDate,
  todayAnywhereOnEarth,
  UNCLAIMED_MESSAGES,
  unclaimedPropertyLaw,
  type DormantCards,
  type UnclaimedHolderFile,
  type UnclaimedReport,
  type UnclaimedRequest,
  type UnclaimedStateRequest,
} from '@gv/proto';
import { activityScope } from '../db/business-time-zone-repository.js';
import { monthEndSettingsOf, type BooksOf } from '../db/month-end-repository.js';
import { stateRules } from './dormant.js';
import { naupaFile } from './naupa-file.js';
import { dormantCardsOfState, dormantTotals } from './unclaimed-repository.js';

function parseAsOf(value: unknown): string {
  const asOf = parseCalendarDate(value);
  if (asOf === null) throw new ValidationError({ asOf: UNCLAIMED_MESSAGES.asOfInvalid });
  return asOf;
}

/** The day, the books, the states' rules on it and the holder's state (none set: a card without a billing state is in no state). */
async function scopeOf(db: Db, request: UnclaimedRequest) {
  const asOf = parseAsOf(request.asOf);
  const scope = await activityScope(db, request);
  const books: BooksOf = { businessSlug: scope.businessSlug, test: scope.test };
  const { holder } = await monthEndSettingsOf(db, books.businessSlug);
  return { asOf, books, rules: stateRules(asOf), holder, currency: scope.currency };
}

/** One state's dormant cards; a state that is not one, or has none dormant, is a clear 4xx. */
async function stateDormancy(db: Db, request: UnclaimedStateRequest) {
  const law = unclaimedPropertyLaw(request.state);
  if (!law) throw new ValidationError({ state: UNCLAIMED_MESSAGES.stateInvalid });
  const { asOf, books, rules, holder } = await scopeOf(db, request);
  const rule = rules.find((one) => one.state === law.state);
  const cards = rule ? await dormantCardsOfState(db, books, rule, holder?.state ?? null) : [];
  if (cards.length === 0) throw new DomainError('UNCLAIMED.NOTHING_DORMANT', UNCLAIMED_MESSAGES.nothingToFile);
  return { asOf, books, state: law.state, cards, holder };
}

/** GET /api/v1/admin/reports/unclaimed: per state, the dormant cards, the paid value reported and the report's due day. */
export async function unclaimedReport(db: Db, request: UnclaimedRequest): Promise<UnclaimedReport> {
  const { asOf, books, rules, holder, currency } = await scopeOf(db, request);
  const totals = await dormantTotals(db, books, rules, holder?.state ?? null);
  return {
    asOf,
    states: rules.flatMap(({ law, dueOn, source }) => {
      const total = totals.find((row) => row.state === law.state);
      if (!total) return [];
      return [{ state: law.state, name: law.name, cards: Number(total.cards), amount: toMajorUnits(Number(total.reportedCents), currency), dueOn, source, claimUrl: law.claimUrl }];
    }),
    testData: books.test,
    currency,
  };
}

/** The state's holder report in the NAUPA standard electronic file format, with the holder from the month-end settings. */
export async function holderFile(db: Db, request: UnclaimedStateRequest): Promise<UnclaimedHolderFile> {
  const { asOf, state, cards, holder } = await stateDormancy(db, request);
  if (!holder) throw new DomainError('UNCLAIMED.HOLDER_MISSING', UNCLAIMED_MESSAGES.holderIncomplete);
  return { filename: `unclaimed-${state}-${asOf}.txt`, content: naupaFile(holder, state, cards, asOf) };
}

/**
 * What filing the state's report moves: its dormant cards, each with the paid value it held when counted. The report
 * of a day to come is a forecast: it cannot be filed.
 */
export async function dormantCards(db: Db, request: UnclaimedStateRequest): Promise<DormantCards> {
  if (parseAsOf(request.asOf) > todayAnywhereOnEarth()) throw new ValidationError({ asOf: UNCLAIMED_MESSAGES.asOfAhead });
  const { asOf, books, state, cards } = await stateDormancy(db, request);
  return { state, asOf, cards: cards.map(({ cardId, paidCents, reportedCents, quietSince }) => ({ cardId, paidCents, reportedCents, quietSince })), test: books.test };
}
