import { DISPUTE_NOTIFICATIONS, disputeEventOf, disputeFromSdk, disputeFromWire, outcomeOfDisputeError, stageOf } from './square-dispute';

/** A dispute as Square's webhook examples (and the emulator) send it, under data.object.dispute. */
const wire = {
  id: 'XDgyFu7yo1E2S5lQGGpYn',
  amount_money: { amount: 4250, currency: 'USD' },
  reason: 'NO_KNOWLEDGE',
  state: 'EVIDENCE_REQUIRED',
  due_at: '2026-12-08T00:00:00.000Z',
  disputed_payment: { payment_id: 'PAY1' },
  card_brand: 'VISA',
  version: 1,
  location_id: 'L1',
};

const row = { disputeId: 'D1', orderId: 'O1', paymentId: 'PAY1', businessSlug: 'harbor-grill', amountCents: 4250, reason: 'NO_KNOWLEDGE', state: 'EVIDENCE_REQUIRED' };
const at = '2026-11-24T12:00:00.000Z';

describe('a Square dispute', () => {
  it("is read from a notification's snake_case body and from the SDK's camelCase answer alike", () => {
    const facts = { id: wire.id, paymentId: 'PAY1', amountCents: 4250, reason: 'NO_KNOWLEDGE', state: 'EVIDENCE_REQUIRED', version: 1 };
    expect(disputeFromWire(wire)).toEqual(facts);
    expect(
      disputeFromSdk({ id: wire.id, amountMoney: { amount: 4250n, currency: 'USD' }, reason: 'NO_KNOWLEDGE', state: 'EVIDENCE_REQUIRED', disputedPayment: { paymentId: 'PAY1' }, version: 1 }),
    ).toEqual(facts);
  });

  it('is not one without an id, a disputed payment or a state, or with an amount or version that is not a whole number', () => {
    for (const broken of [
      null,
      'dispute',
      { ...wire, id: undefined },
      { ...wire, disputed_payment: {} },
      { ...wire, state: '' },
      { ...wire, amount_money: { amount: '42.50' } },
      { ...wire, version: 1.5 },
      { ...wire, version: -1 },
    ]) {
      expect(disputeFromWire(broken)).toBeUndefined();
    }
    expect(disputeFromWire({ ...wire, reason: undefined, version: undefined })).toMatchObject({ reason: '', version: 0 });
  });

  it("is named by Square's notifications, the older dispute.state.changed included; payment ones are not", () => {
    expect([...DISPUTE_NOTIFICATIONS].sort()).toEqual(['dispute.created', 'dispute.state.changed', 'dispute.state.updated']);
    expect(DISPUTE_NOTIFICATIONS.has('payment.updated')).toBe(false);
  });

  it('is open until decided: won (WON, or an inquiry closed), lost (LOST, or accepted by the seller)', () => {
    for (const state of ['INQUIRY_EVIDENCE_REQUIRED', 'INQUIRY_PROCESSING', 'EVIDENCE_REQUIRED', 'PROCESSING', 'SOMETHING_NEW']) expect(stageOf(state)).toBe('open');
    expect(stageOf('WON')).toBe('won');
    expect(stageOf('INQUIRY_CLOSED')).toBe('won');
    expect(stageOf('LOST')).toBe('lost');
    expect(stageOf('ACCEPTED')).toBe('lost');
  });
});

describe("the event of a dispute's recorded move", () => {
  it('is payment.disputed when it becomes open, and nothing on a move between open states', () => {
    expect(disputeEventOf(undefined, row, at)).toEqual({
      type: 'payment.disputed',
      payload: { v: 1, disputeId: 'D1', orderId: 'O1', paymentId: 'PAY1', businessSlug: 'harbor-grill', amountCents: 4250, reason: 'NO_KNOWLEDGE', state: 'EVIDENCE_REQUIRED', at },
    });
    expect(disputeEventOf('INQUIRY_EVIDENCE_REQUIRED', { ...row, state: 'PROCESSING' }, at)).toBeUndefined();
    expect(disputeEventOf('EVIDENCE_REQUIRED', { ...row, state: 'PROCESSING' }, at)).toBeUndefined();
  });

  it('is payment.dispute-resolved when it is decided: won for WON and INQUIRY_CLOSED, lost for LOST and ACCEPTED', () => {
    const resolved = (state: string, outcome: 'won' | 'lost') => ({
      type: 'payment.dispute-resolved',
      payload: { v: 1, disputeId: 'D1', orderId: 'O1', paymentId: 'PAY1', businessSlug: 'harbor-grill', outcome, state, at },
    });
    expect(disputeEventOf('PROCESSING', { ...row, state: 'WON' }, at)).toEqual(resolved('WON', 'won'));
    expect(disputeEventOf('INQUIRY_PROCESSING', { ...row, state: 'INQUIRY_CLOSED' }, at)).toEqual(resolved('INQUIRY_CLOSED', 'won'));
    expect(disputeEventOf('EVIDENCE_REQUIRED', { ...row, state: 'LOST' }, at)).toEqual(resolved('LOST', 'lost'));
    expect(disputeEventOf('EVIDENCE_REQUIRED', { ...row, state: 'ACCEPTED' }, at)).toEqual(resolved('ACCEPTED', 'lost'));
    // First heard once decided (its earlier notifications lost or late): the decision alone.
    expect(disputeEventOf(undefined, { ...row, state: 'LOST' }, at)).toEqual(resolved('LOST', 'lost'));
    // A newer version of a decided dispute that stays decided the same way records nothing.
    expect(disputeEventOf('LOST', { ...row, state: 'LOST' }, at)).toBeUndefined();
  });
});

describe("Square's refusal to describe a dispute", () => {
  it('is no answer on a timeout, 408, 429 or 5xx (Square sends the notification again); else a refusal with its code', () => {
    for (const statusCode of [undefined, 408, 429, 500, 503]) expect(outcomeOfDisputeError({ statusCode })).toMatchObject({ kind: 'unknown' });
    expect(outcomeOfDisputeError({ statusCode: 404, errors: [{ code: 'NOT_FOUND' }] })).toEqual({ kind: 'refused', code: 'NOT_FOUND' });
    expect(outcomeOfDisputeError({ statusCode: 401 })).toEqual({ kind: 'refused', code: 'HTTP_401' });
  });
});
