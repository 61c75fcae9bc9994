import type { Db } from '@gv/platform';
import type { AuditedCard, LedgerAuditResult, LedgerDiscrepancy } from '@gv/proto';
import { completedPayments, orderStateMismatches, type CompletedPayment } from './payment-facts.js';

/** Redemption's side of the audit, over request-reply in the platform or read directly by the operator's tool. */
export interface CardFacts {
  /** The cards of the next orders after this order id, in order id byte order; an order's cards (one per gift recipient) on one page. */
  cards(afterOrderId: string, limit: number): Promise<AuditedCard[]>;
  /** Which of these paid orders still wait for their deferred issue. */
  awaitingIssue(orderIds: string[]): Promise<string[]>;
}

export interface AuditOptions {
  now?: Date;
  page?: number;
  /** Further checks whose discrepancies count in the same result (the platform's run asks Square). */
  alsoCheck?: (report: (discrepancy: LedgerDiscrepancy) => void) => Promise<void>;
}

/** Stops listing past this many (the count stays exact): a broken database must not fill the memory. */
const MAX_LISTED = 1_000;
const PAGE = 1_000;

/**
 * Every card's balance equals the sum of its ledger rows; every completed payment has its cards (one, or one per gift
 * recipient: decision 0061) and every card one completed payment; every order's state matches its payment's. Cards and payments stream in order id
 * byte order from their own services and are merged as they come, so neither side is held in memory whole.
 */
export async function auditLedger(db: Db, facts: CardFacts, { now = new Date(), page = PAGE, alsoCheck }: AuditOptions = {}): Promise<LedgerAuditResult> {
  const found: LedgerDiscrepancy[] = [];
  let count = 0;
  const report = (discrepancy: LedgerDiscrepancy) => {
    count++;
    if (found.length < MAX_LISTED) found.push(discrepancy);
  };
  const unissued: CompletedPayment[] = [];
  const flushUnissued = async () => {
    const awaiting = new Set(await facts.awaitingIssue(unissued.map((payment) => payment.orderId)));
    for (const payment of unissued.splice(0)) if (!awaiting.has(payment.orderId)) report({ kind: 'payment-without-card', ...payment });
  };

  const cards = cardStream(facts, page)[Symbol.asyncIterator]();
  const payments = completedPayments(db, page)[Symbol.asyncIterator]();
  let card = await cards.next();
  let payment = await payments.next();
  // Whether the payment in hand has met a card: an order with several cards keeps it until they have all passed.
  let paymentHasCard = false;
  while (!card.done || !payment.done) {
    const order = compareOrders(card.done ? undefined : card.value, payment.done ? undefined : payment.value);
    if (order <= 0) checkBalance(card.value as AuditedCard, report);
    if (order < 0) report({ kind: 'card-without-payment', ...pick(card.value as AuditedCard) });
    if (order > 0 && !paymentHasCard && unissued.push(payment.value as CompletedPayment) >= page) await flushUnissued();
    if (order === 0) checkSamePayment(card.value as AuditedCard, payment.value as CompletedPayment, report);
    if (order <= 0) card = await cards.next();
    if (order === 0) paymentHasCard = true;
    if (order > 0) {
      payment = await payments.next();
      paymentHasCard = false;
    }
  }
  await flushUnissued();
  for await (const mismatch of orderStateMismatches(db, page)) report({ kind: 'order-state-not-payment', ...mismatch });
  await alsoCheck?.(report);
  return { ranAt: now.toISOString(), ok: count === 0, discrepancies: found, count };
}

async function* cardStream(facts: CardFacts, page: number): AsyncGenerator<AuditedCard> {
  for (let after = ''; ; ) {
    const cards = await facts.cards(after, page);
    yield* cards;
    if (cards.length === 0) return;
    after = cards.at(-1)!.orderId;
  }
}

/** Which side comes first in order id byte order (an exhausted side comes last): < 0 the card, > 0 the payment. */
function compareOrders(card: AuditedCard | undefined, payment: CompletedPayment | undefined): number {
  if (!card) return 1;
  if (!payment) return -1;
  return Buffer.compare(Buffer.from(card.orderId), Buffer.from(payment.orderId));
}

function checkBalance(card: AuditedCard, report: (discrepancy: LedgerDiscrepancy) => void): void {
  if (card.balanceCents !== card.ledgerSumCents) {
    report({ kind: 'balance-not-ledger-sum', cardId: card.cardId, orderId: card.orderId, balanceCents: card.balanceCents, ledgerSumCents: card.ledgerSumCents });
  }
}

function checkSamePayment(card: AuditedCard, payment: CompletedPayment, report: (discrepancy: LedgerDiscrepancy) => void): void {
  if (card.paymentId !== payment.paymentId) {
    report({ kind: 'card-of-another-payment', cardId: card.cardId, orderId: card.orderId, cardPaymentId: card.paymentId, paymentId: payment.paymentId });
  }
}

const pick = ({ cardId, orderId, paymentId }: AuditedCard) => ({ cardId, orderId, paymentId });
