import { randomUUID } from 'node:crypto';
import { TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient } from '../deploy/launcher/src/http-client';

/** A card type of a business, as a buyer's checkout names it. */
export interface CheckoutCard {
  businessSlug: string;
  giftCardId: string;
}

export interface CheckoutResult {
  email: string;
  /** Set once both calls answered 200: the checkout the buyer saw succeed. */
  orderId?: string;
  failure?: string;
}

/**
 * One buyer's checkout as the purchase dialog makes it: the payment, then the purchase that issues the card; from
 * `clientAddress` (X-Forwarded-For, for a platform that trusts this machine as its proxy), else from this machine.
 */
export async function checkout(url: string, card: CheckoutCard, email: string, clientAddress?: string): Promise<CheckoutResult> {
  const buyer = new ApiClient(url, clientAddress ? { 'x-forwarded-for': clientAddress } : {});
  const form = { id: card.giftCardId, purchaseType: 'self', selfInfo: { name: 'Dee Rain', email, phone: '(555) 123-4567' } };
  const paid = await buyer
    .post('/api/payments/create-payment', { ...form, sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), businessSlug: card.businessSlug, amount: 1 })
    .catch((error: Error) => ({ status: 0, body: error.message }));
  if (paid.status !== 200) return { email, failure: `create-payment ${paid.status} ${JSON.stringify(paid.body)}` };
  const completed = await buyer.put('/api/v1/admin/purchase', { ...form, orderId: paid.body.orderId }).catch((error: Error) => ({ status: 0, body: error.message }));
  if (completed.status !== 200) return { email, failure: `purchase ${completed.status} ${JSON.stringify(completed.body)}` };
  return { email, orderId: paid.body.orderId };
}

/**
 * `workers` buyers checking out one after another until stopped; `results` grows as each checkout ends. With
 * `manyClients`, each checkout comes from an address of its own (X-Forwarded-For), as real buyers do: a long load
 * from one address would meet the per-client checkout limit.
 */
export function checkoutLoad(url: string, card: CheckoutCard, workers: number, emailPrefix: string, manyClients = false) {
  const results: CheckoutResult[] = [];
  let stopped = false;
  const running = Array.from({ length: workers }, async (_, worker) => {
    for (let n = 0; !stopped; n++) {
      const address = manyClients ? `10.${worker}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` : undefined;
      results.push(await checkout(url, card, `${emailPrefix}-${worker}-${n}@example.com`, address));
    }
  });
  return {
    results,
    async stop(): Promise<void> {
      stopped = true;
      await Promise.all(running);
    },
  };
}
