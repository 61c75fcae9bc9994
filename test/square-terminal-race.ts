import { randomUUID } from 'node:crypto';
import { ApiClient } from './api';
import { TEST_LOCATIONS } from './square-test-values';

export const usd = (cents: number) => ({ amount: BigInt(cents), currency: 'USD' as const });

/** What the race asks of the square SDK's client (test/ does not depend on the SDK itself): a REDEEM at the terminal. */
interface SquareTerminal {
  giftCards: {
    activities: {
      create(request: {
        idempotencyKey: string;
        giftCardActivity: { type: 'REDEEM'; locationId: string; giftCardGan: string; redeemActivityDetails: { amountMoney: ReturnType<typeof usd> } };
      }): Promise<unknown>;
    };
  };
}

/**
 * One registered card spent at once, $0.60 at a time, 50 times at the Square terminal (REDEEM activities at the
 * business's location) and 50 times through the platform (the integrator API, under a new API key of `owner`'s
 * business at `url`): the cents spent. Square refuses a terminal spend past the balance; a counter spend Square
 * refused, or did not answer in time on a busy host, spends nothing anywhere.
 */
export async function spendAtTerminalAndCounterAtOnce(square: SquareTerminal, owner: ApiClient, url: string, card: { code: string; gan: string }): Promise<number> {
  const made = await owner.post('/api/v1/admin/api-keys', { name: 'Till', scopes: ['cards:read', 'cards:redeem'], dailyLimit: 1000, requestsPerSecond: 100 });
  expect(made.status).toBe(201);
  const integrator = new ApiClient(url);
  integrator.bearer = made.body.key;

  const terminal = Array.from({ length: 50 }, () =>
    square.giftCards.activities
      .create({
        idempotencyKey: randomUUID(),
        giftCardActivity: { type: 'REDEEM', locationId: TEST_LOCATIONS.active, giftCardGan: card.gan, redeemActivityDetails: { amountMoney: usd(60) } },
      })
      .then(
        () => 60,
        (error: unknown) => {
          expect((error as { errors: { code: string }[] }).errors[0].code).toBe('INSUFFICIENT_FUNDS');
          return 0;
        },
      ),
  );
  const counter = Array.from({ length: 50 }, () =>
    integrator.post(`/api/v1/integrations/cards/${card.code}/redemptions`, { amount: 0.6, idempotencyKey: randomUUID() }).then((answer) => (answer.status === 200 ? 60 : 0)),
  );
  return (await Promise.all([...terminal, ...counter])).reduce((sum, cents) => sum + cents, 0);
}
