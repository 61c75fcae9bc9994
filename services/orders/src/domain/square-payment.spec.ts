import { factsFromWire, outcomeOfError, outcomeOfPayment, type PaymentFacts } from './square-payment';

const failedPayment = {
  id: 'PAY1',
  status: 'FAILED',
  source_type: 'CARD',
  amount_money: { amount: 4250, currency: 'USD' },
  updated_at: '2026-01-01T00:00:00.000Z',
  reference_id: 'order-1',
  card_details: { status: 'FAILED', errors: [{ category: 'PAYMENT_METHOD_ERROR', code: 'CVV_FAILURE' }] },
};

describe("what Square's answer means for the order", () => {
  it('a call without an answer, a timeout, 408, 429 or 5xx leaves it unknown: the payment may exist', () => {
    for (const statusCode of [undefined, 408, 429, 500, 503]) {
      expect(outcomeOfError({ statusCode, errors: [{ category: 'API_ERROR', code: 'SERVICE_UNAVAILABLE' }] }).kind).toBe('unknown');
    }
  });

  it('a card decline is declined, with the FAILED payment Square puts in the error body', () => {
    const outcome = outcomeOfError({ statusCode: 400, errors: [{ category: 'PAYMENT_METHOD_ERROR', code: 'CVV_FAILURE' }], body: { payment: failedPayment } });
    expect(outcome).toEqual({
      kind: 'declined',
      code: 'CVV_FAILURE',
      payment: expect.objectContaining({ id: 'PAY1', status: 'FAILED', amountCents: 4250, referenceId: 'order-1', declineCode: 'CVV_FAILURE' }),
    });
  });

  it('a spent or bad card token is declined (a new card entry fixes it); whatever else Square refuses is refused', () => {
    expect(outcomeOfError({ statusCode: 400, errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'CARD_TOKEN_USED' }] })).toEqual({ kind: 'declined', code: 'CARD_TOKEN_USED', payment: undefined });
    expect(outcomeOfError({ statusCode: 401, errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED' }] })).toEqual({ kind: 'refused', code: 'UNAUTHORIZED' });
    expect(outcomeOfError({ statusCode: 400, errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'IDEMPOTENCY_KEY_REUSED' }] })).toEqual({ kind: 'refused', code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('a payment Square describes as FAILED or CANCELED took no money; any other is a payment', () => {
    const payment = factsFromWire(failedPayment)!;
    expect(outcomeOfPayment(payment)).toMatchObject({ kind: 'declined', code: 'CVV_FAILURE' });
    expect(outcomeOfPayment({ ...payment, status: 'CANCELED', declineCode: undefined })).toMatchObject({ kind: 'declined', code: 'PAYMENT_CANCELED' });
    const completed: PaymentFacts = { ...payment, status: 'COMPLETED', declineCode: undefined };
    expect(outcomeOfPayment(completed)).toEqual({ kind: 'payment', payment: completed });
  });

  it('reads only what looks like a payment from wire JSON', () => {
    for (const value of [undefined, null, 'PAY1', { id: 'PAY1' }, { status: 'COMPLETED' }]) expect(factsFromWire(value)).toBeUndefined();
  });
});
