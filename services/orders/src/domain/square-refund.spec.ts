import { ValidationError } from '@gv/platform/errors';
import { isSameRefund, outcomeOfRefund, outcomeOfRefundError, parseRefundRequest, refundPaymentBody, refusalMessage, squareReason } from './square-refund';

const request = {
  refundId: '5b0f3f9e-6a43-4a55-9a51-0d6b4b7c2f10',
  cardId: 'c6f1a2b4-1d2e-4f50-8a9b-0c1d2e3f4a5b',
  orderId: '0F6C2B1E-8A4E-4D6A-9A59-2B1F8F0B1C2D',
  paymentId: 'PAY1',
  businessSlug: 'harbor-grill',
  amountCents: 1250,
  reason: '  Buyer asked  ',
  adminId: 'admin-1',
  refundedAt: '2026-01-01T00:00:00.000Z',
  testCard: true,
};

describe('a refund request', () => {
  it('is kept as Square will be sent it: the order id in lower case, the reason trimmed', () => {
    expect(parseRefundRequest(request)).toEqual({
      refundId: request.refundId,
      cardId: request.cardId,
      orderId: request.orderId.toLowerCase(),
      paymentId: 'PAY1',
      businessSlug: 'harbor-grill',
      amountCents: 1250,
      reason: 'Buyer asked',
    });
  });

  it('is refused as a whole when malformed: a key Square would not take, an amount that is not whole positive cents', () => {
    for (const bad of [{ refundId: '' }, { refundId: 'x'.repeat(46) }, { orderId: 'nope' }, { amountCents: 0 }, { amountCents: 12.5 }, { amountCents: '1250' }, { paymentId: '' }]) {
      expect(() => parseRefundRequest({ ...request, ...bad } as never)).toThrow(ValidationError);
    }
    expect(parseRefundRequest({ ...request, refundId: 'x'.repeat(45) }).refundId).toHaveLength(45);
  });

  it('cuts the reason to the 192 characters Square takes, never in the middle of a character', () => {
    expect(squareReason('a'.repeat(300))).toHaveLength(192);
    const cut = squareReason(`${'a'.repeat(191)}😀b`);
    expect(cut).toBe('a'.repeat(191));
    expect(squareReason(`${'a'.repeat(190)}😀b`)).toBe(`${'a'.repeat(190)}😀`);
  });

  it('names one refund: the same id for another order, payment or amount is another refund', () => {
    const asked = parseRefundRequest(request);
    expect(isSameRefund(asked, { ...asked, reason: 'another reason' })).toBe(true);
    expect(isSameRefund(asked, { ...asked, amountCents: 1251 })).toBe(false);
    expect(isSameRefund(asked, { ...asked, paymentId: 'PAY2' })).toBe(false);
  });

  it("is sent as stored: the refund id as Square's key, the amount in cents, no reason when there is none", () => {
    const asked = parseRefundRequest(request);
    expect(refundPaymentBody(asked, 'USD')).toEqual({ idempotencyKey: asked.refundId, paymentId: 'PAY1', amountMoney: { amount: 1250n, currency: 'USD' }, reason: 'Buyer asked' });
    expect(refundPaymentBody({ ...asked, reason: '' }, 'USD')).not.toHaveProperty('reason');
  });

  it("is in the currency of the order it refunds: ¥1,250 back on a yen order is 1250 JPY", () => {
    expect(refundPaymentBody(parseRefundRequest(request), 'JPY').amountMoney).toEqual({ amount: 1250n, currency: 'JPY' });
  });
});

describe("what Square's answer means for a refund", () => {
  it('a refund PENDING or COMPLETED is taken; REJECTED or FAILED is refused; anything else is no answer', () => {
    expect(outcomeOfRefund({ id: 'R1', status: 'PENDING' })).toEqual({ kind: 'taken', squareRefundId: 'R1', status: 'PENDING' });
    expect(outcomeOfRefund({ id: 'R1', status: 'COMPLETED' })).toEqual({ kind: 'taken', squareRefundId: 'R1', status: 'COMPLETED' });
    expect(outcomeOfRefund({ id: 'R1', status: 'REJECTED' })).toMatchObject({ kind: 'refused', status: 'REJECTED', code: 'REFUND_REJECTED', squareRefundId: 'R1' });
    expect(outcomeOfRefund({ id: 'R1', status: 'FAILED' })).toMatchObject({ kind: 'refused', status: 'FAILED', code: 'REFUND_FAILED' });
    expect(outcomeOfRefund({ status: 'PENDING' }).kind).toBe('unknown');
    expect(outcomeOfRefund({ id: 'R1', status: null }).kind).toBe('unknown');
  });

  it('no answer, a timeout, 408, 409, 429 or 5xx, and a key Square is still answering are unknown: the refund may exist', () => {
    for (const statusCode of [undefined, 408, 409, 429, 500, 503]) {
      expect(outcomeOfRefundError({ statusCode, errors: [{ category: 'API_ERROR', code: 'SERVICE_UNAVAILABLE' }] }).kind).toBe('unknown');
    }
    expect(outcomeOfRefundError({ statusCode: 400, errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'IDEMPOTENCY_KEY_REUSED' }] }).kind).toBe('unknown');
  });

  it("any other error is Square refusing the refund, with a short reason for the admin: ours for codes we know, else Square's detail", () => {
    expect(outcomeOfRefundError({ statusCode: 400, errors: [{ category: 'REFUND_ERROR', code: 'REFUND_AMOUNT_INVALID', detail: 'exceeds (4250).' }] })).toEqual({
      kind: 'refused',
      status: 'REJECTED',
      code: 'REFUND_AMOUNT_INVALID',
      message: 'the amount is more than what is left to refund on the payment',
    });
    expect(outcomeOfRefundError({ statusCode: 400, errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_VALUE', detail: 'Field must be\n set.' }] })).toMatchObject({
      kind: 'refused',
      code: 'INVALID_VALUE',
      message: 'Field must be set',
    });
    expect(outcomeOfRefundError({ statusCode: 401, errors: [] })).toMatchObject({ kind: 'refused', code: 'HTTP_401' });
    expect(refusalMessage('SOMETHING', 'x'.repeat(500))).toHaveLength(160);
    expect(refusalMessage('SOMETHING')).toBe('Square answered SOMETHING');
  });
});
