import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Module } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { createRuntime, loadConfig, platformEnvSchema, RemoteError, RPC, startService, type RpcClient, type RunningService, type Runtime } from '@gv/platform';
import { CatalogRpc } from '@gv/proto';
import { uniqueName } from '../../../../test/engines';
import { NatsServerProcess } from '../../../../test/peers';
import { catalogService } from '../index';

/** Stands in for the orders service: it gets the runtime's typed client injected, as every service does. */
@Injectable()
class PriceQuotes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  quote(businessSlug: string, id: string) {
    return this.rpc.call(CatalogRpc.price, { businessSlug, id });
  }
}

@Module({ providers: [PriceQuotes] })
class OrdersStandIn {}

const transports: [string, () => Promise<{ env: Record<string, string>; stop(): Promise<void> }>][] = [
  ['in-process request-reply', async () => ({ env: {}, stop: async () => undefined })],
  [
    'NATS request-reply',
    async () => {
      // A private server, so no other platform on this machine's NATS answers in catalog's queue group.
      const nats = await NatsServerProcess.start();
      return { env: { NATS_URL: nats.url, BUS_STREAM: uniqueName('PRICE') }, stop: () => nats.destroy() };
    },
  ],
];

describe.each(transports)('a service asks the catalog for a price over %s', (_name, startTransport) => {
  let transport: Awaited<ReturnType<(typeof transports)[number][1]>>;
  let dataDir: string;
  let runtime: Runtime;
  let catalog: RunningService;
  let orders: RunningService;
  let quotes: PriceQuotes;

  beforeAll(async () => {
    transport = await startTransport();
    dataDir = mkdtempSync(join(tmpdir(), 'gv-price-'));
    runtime = await createRuntime(loadConfig(platformEnvSchema, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...transport.env }), 'all-in-one');
    catalog = await startService(catalogService, runtime);
    orders = await startService({ name: 'orders', module: OrdersStandIn, migrations: [] }, runtime);
    quotes = orders.app.get(PriceQuotes);
  }, 120_000);

  afterAll(async () => {
    await orders?.close();
    await catalog?.close();
    await runtime?.close();
    await transport?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function insertCard(card: { businessSlug: string; amountCents: number; discount: number; expirationDate: string; status?: string }) {
    const id = randomUUID();
    await runtime.database.db.execute(sql`
      insert into catalog.gift_cards (id, business_slug, name, tag, description, amount_cents, discount, expiration_date, image_key, status)
      values (${id}, ${card.businessSlug}, 'Dinner for two', 'Fine Dining', 'Three courses', ${card.amountCents}, ${card.discount},
              ${card.expirationDate}, 'giftcards/x.webp', ${card.status ?? 'active'})`);
    return id;
  }

  it("answers the card's sale price in cents, computed from the stored amount and discount", async () => {
    const id = await insertCard({ businessSlug: 'harbor-grill', amountCents: 1999, discount: 10, expirationDate: '2099-12-31' });
    await expect(quotes.quote('harbor-grill', id)).resolves.toEqual({
      id,
      businessSlug: 'harbor-grill',
      giftCardName: 'Dinner for two',
      amountCents: 1999,
      amountMode: 'fixed',
      minAmountCents: null,
      maxAmountCents: null,
      discount: 10,
      reloadable: false,
      voucherType: 'multi-purpose',
      vatRateBp: null,
      salePriceCents: 1799,
      // A business the catalog has no currency for yet prices in USD.
      currency: 'USD',
      expirationDate: '2099-12-31',
      expired: false,
    });
  });

  it("answers a yen business's card in yen, its amounts in whole yen", async () => {
    await runtime.database.db.execute(sql`
      insert into catalog.business_names (business_slug, name, currency, changed_at) values ('sakura-sushi', 'Sakura Sushi', 'JPY', now()) on conflict do nothing`);
    const id = await insertCard({ businessSlug: 'sakura-sushi', amountCents: 5000, discount: 10, expirationDate: '2099-12-31' });
    await expect(quotes.quote('sakura-sushi', id)).resolves.toMatchObject({ amountCents: 5000, salePriceCents: 4500, currency: 'JPY' });
  });

  it("answers a single-purpose voucher's VAT rate in basis points", async () => {
    const id = await insertCard({ businessSlug: 'harbor-grill', amountCents: 5000, discount: 0, expirationDate: '2099-12-31' });
    await runtime.database.db.execute(sql`update catalog.gift_cards set voucher_type = 'single-purpose', vat_rate_bp = 550 where id = ${id}`);
    await expect(quotes.quote('harbor-grill', id)).resolves.toMatchObject({ voucherType: 'single-purpose', vatRateBp: 550 });
  });

  it('says when the card has expired', async () => {
    const id = await insertCard({ businessSlug: 'harbor-grill', amountCents: 5000, discount: 0, expirationDate: '2020-01-01' });
    await expect(quotes.quote('harbor-grill', id)).resolves.toMatchObject({ salePriceCents: 5000, expired: true });
  });

  it("refuses another business's card, a deleted card and an unknown id with the catalog's not-found error", async () => {
    const others = await insertCard({ businessSlug: 'mountain-spa', amountCents: 5000, discount: 0, expirationDate: '2099-12-31' });
    const deleted = await insertCard({ businessSlug: 'harbor-grill', amountCents: 5000, discount: 0, expirationDate: '2099-12-31', status: 'deleted' });
    for (const id of [others, deleted, randomUUID(), 'not-a-uuid']) {
      const error = await quotes.quote('harbor-grill', id).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(RemoteError);
      expect((error as RemoteError).body).toMatchObject({ code: 'GIFT_CARD.NOT_FOUND', message: 'Gift card not found.' });
    }
  });

  it('answers prices asked at once, as lookups batched in one turn, each for its own business only', async () => {
    const grill = await insertCard({ businessSlug: 'harbor-grill', amountCents: 4000, discount: 25, expirationDate: '2099-12-31' });
    const spa = await insertCard({ businessSlug: 'mountain-spa', amountCents: 9000, discount: 0, expirationDate: '2099-12-31' });
    const outcomes = await Promise.allSettled([
      quotes.quote('harbor-grill', grill),
      quotes.quote('mountain-spa', grill),
      quotes.quote('mountain-spa', spa),
      quotes.quote('harbor-grill', grill.toUpperCase()),
    ]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.salePriceCents : (outcome.reason as RemoteError).body.code))).toEqual([
      3000, 'GIFT_CARD.NOT_FOUND', 9000, 3000,
    ]);
  });
});
