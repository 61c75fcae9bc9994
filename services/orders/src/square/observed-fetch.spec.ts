import { metrics } from '@gv/platform';
import { observedFetch, squareOperation } from './observed-fetch';

describe("Square calls in the metrics", () => {
  it("names each call as Square's API reference does", () => {
    expect(squareOperation('POST', '/v2/payments')).toBe('CreatePayment');
    expect(squareOperation('get', '/v2/payments/pay_123')).toBe('GetPayment');
    expect(squareOperation('POST', '/v2/refunds')).toBe('RefundPayment');
    expect(squareOperation('GET', '/v2/refunds/ref_9')).toBe('GetPaymentRefund');
    expect(squareOperation('GET', '/v2/disputes/dis_1')).toBe('RetrieveDispute');
    expect(squareOperation('GET', '/v2/locations/L1')).toBe('RetrieveLocation');
    expect(squareOperation('DELETE', '/v2/customers/c')).toBe('Other');
  });

  it('counts a card decline as declined, a 5xx and no answer as errors, and passes every answer on', async () => {
    const count = async (operation: string, outcome: string) =>
      (await metrics.squareRequestDuration.get()).values.find(
        (value) => value.metricName === 'giftcard_square_request_duration_seconds_count' && value.labels.operation === operation && value.labels.outcome === outcome,
      )?.value ?? 0;
    const answering = (status: number) => observedFetch(async () => new Response('{}', { status }));
    expect((await answering(200)('http://square.test/v2/payments', { method: 'POST' })).status).toBe(200);
    expect((await answering(402)('http://square.test/v2/payments', { method: 'POST' })).status).toBe(402);
    expect((await answering(503)('http://square.test/v2/payments/p1')).status).toBe(503);
    const down = observedFetch(async () => {
      throw new Error('ECONNREFUSED');
    });
    await expect(down('http://square.test/v2/payments/p2')).rejects.toThrow('ECONNREFUSED');
    expect(await count('CreatePayment', 'ok')).toBe(1);
    expect(await count('CreatePayment', 'declined')).toBe(1);
    expect(await count('GetPayment', 'error')).toBe(2);
  });
});
