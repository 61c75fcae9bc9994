import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_NAMES } from '@gv/proto';
import { ApiClient, buyGiftCard, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { eventually, uniqueName } from '../../../test/engines';
import { OtlpReceiver, type ReceivedSpan } from '../../../test/otlp-receiver';
import { NatsServerProcess, freePortRun } from '../../../test/peers';
import { launcherDist, startDistributedPlatform, type DistributedTestPlatform } from '../../../test/platform-processes';
import { PrometheusProcess } from '../../../test/prometheus';
import { redeemGiftCard } from '../../../test/purchases';
import { childMetricsPorts } from './distributed';
import { requireBuilt } from '../../../test/built';

const SPAN_KIND = { SERVER: 2, CLIENT: 3, CONSUMER: 5 };

requireBuilt(`${launcherDist}service-process.js`);

/**
 * What an operator sees of the distributed platform: Debian's Prometheus scraping every process's METRICS_PORT, and an
 * OTLP receiver standing in for a collector, while buyers check out and a card is redeemed at the counter.
 */
describe('metrics and traces of the distributed platform', () => {
  let nats: NatsServerProcess;
  let otlp: OtlpReceiver;
  let prometheus: PrometheusProcess;
  let platform: DistributedTestPlatform;
  let dataDir: string;
  let url: string;

  beforeAll(async () => {
    [nats, otlp] = await Promise.all([NatsServerProcess.start(), OtlpReceiver.start()]);
    dataDir = mkdtempSync(join(tmpdir(), 'gv-observability-'));
    const metricsBase = await freePortRun(1 + SERVICE_NAMES.length);
    platform = await startDistributedPlatform({
      DATA_DIR: dataDir,
      NATS_URL: nats.url,
      BUS_STREAM: uniqueName('OBSERVED'),
      METRICS_PORT: String(metricsBase),
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_TRACES_SAMPLER: 'always_on',
    });
    url = platform.url;
    const targets = Object.fromEntries(Object.entries(childMetricsPorts(metricsBase, 1, 1)).map(([key, port]) => [key.split('#')[0], `127.0.0.1:${port}`]));
    prometheus = await PrometheusProcess.start(targets);
  }, 240_000);

  afterAll(async () => {
    await platform?.stop();
    await prometheus?.stop();
    await otlp?.close();
    await nats?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  let checkoutSpans: ReceivedSpan[];

  it('counts checkouts, cards, redemptions and their cents, Square calls, emails and requests in Prometheus', async () => {
    const admin = await createSignedInAdmin({ url, dataDir } as TestPlatform, 'Observed Bistro');
    const giftCard = (await createGiftCard(admin.api, { amount: '40', discount: '10' })).body.giftCard;
    const email = 'watched@example.com';
    const bought = [];
    for (const name of ['Wes Watched', 'Ona Observed']) {
      bought.push(await buyGiftCard(url, { businessSlug: admin.businessSlug, giftCardId: giftCard._id, selfInfo: { name, email, phone: '(555) 123-4567' } }));
    }
    await redeemGiftCard(admin.api, dataDir, bought[0].uniqueCode, 12.5);

    const expectations: [string, (value: number) => boolean][] = [
      ['sum(giftcard_checkouts_total{outcome="completed"})', (n) => n === 2],
      ['sum(giftcard_cards_issued_total)', (n) => n === 2],
      ['sum(giftcard_redemptions_total)', (n) => n === 1],
      ['sum(giftcard_redeemed_cents_total)', (n) => n === 1250],
      ['sum(giftcard_checkout_duration_seconds_count{outcome="completed"})', (n) => n === 2],
      ['sum(giftcard_square_request_duration_seconds_count{operation="CreatePayment",outcome="ok"})', (n) => n === 2],
      ['sum(giftcard_emails_total{outcome="sent"})', (n) => n >= 3],
      ['sum(http_server_request_duration_seconds_count{route="/api/payments/create-payment",method="POST",status="200"})', (n) => n === 2],
      ['sum(rpc_server_duration_seconds_count{pattern="orders.create-payment",outcome="ok"})', (n) => n === 2],
      ['sum(rpc_client_duration_seconds_count{pattern="orders.create-payment",outcome="ok"})', (n) => n === 2],
      ['sum(giftcard_consumer_handler_duration_seconds_count{type="gift-card.issued"}) > 0', (n) => n > 0],
      ['count(up == 1)', (n) => n === 1 + SERVICE_NAMES.length],
    ];
    await eventually(async () => {
      for (const [query, holds] of expectations) if (!holds(await prometheus.value(query))) throw new Error(`${query} = ${await prometheus.value(query)}`);
      return true;
    }, 30_000, 500);

    // Every service reports its outbox and dead letters, and consumers their lag, once everything has settled.
    const outboxes = await prometheus.query('giftcard_outbox_unpublished_events');
    expect(outboxes.map((sample) => sample.metric.service).sort()).toEqual([...SERVICE_NAMES].sort());
    expect((await prometheus.query('giftcard_dead_letters')).every((sample) => sample.value === 0)).toBe(true);
    await eventually(async () => (await prometheus.query('giftcard_consumer_lag_events')).every((sample) => sample.value === 0), 20_000, 500);
    expect((await prometheus.query('giftcard_consumer_lag_events')).length).toBeGreaterThan(3);
    expect(await prometheus.value('sum(nodejs_heap_size_used_bytes)')).toBeGreaterThan(0);
    const p99 = await prometheus.value('histogram_quantile(0.99, sum by (le) (giftcard_checkout_duration_seconds_bucket))');
    expect(p99).toBeGreaterThan(0);
    expect(p99).toBeLessThanOrEqual(10);
  }, 120_000);

  it("never serves metrics on the gateway's public port", async () => {
    const answer = await fetch(`${url}/metrics`);
    expect(await answer.text()).not.toContain('http_server_request_duration_seconds');
  });

  it('follows one checkout as one trace from the gateway through request-reply, PostgreSQL, Square and the bus to the email job', async () => {
    const admin = await createSignedInAdmin({ url, dataDir } as TestPlatform, 'Traced Tavern');
    const giftCard = (await createGiftCard(admin.api, { amount: '25', discount: '0' })).body.giftCard;
    const caller = { traceId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', spanId: '0123456789abcdef' };
    // The buyer's page pays, then completes the purchase (which issues the card), both within the caller's trace.
    const buyer = new ApiClient(url, { traceparent: `00-${caller.traceId}-${caller.spanId}-01` });
    const form = { id: giftCard._id, purchaseType: 'self', selfInfo: { name: 'Tia Traced', email: 'traced@example.com', phone: '(555) 123-4567' } };
    const paid = await buyer.post('/api/payments/create-payment', { ...form, sourceId: 'cnon:card-nonce-ok', idempotencyKey: crypto.randomUUID(), businessSlug: admin.businessSlug, amount: 1 });
    expect(paid.status).toBe(200);
    expect((await buyer.put('/api/v1/admin/purchase', { ...form, orderId: paid.body.orderId })).status).toBe(200);

    // The caller's trace continues: every span of the checkout carries its trace id, down to the email job.
    // Each process exports its spans in batches of its own: wait until the last ones arrived (every named span, every
    // span's parent, consumers in two services) and nothing more comes.
    const expected = ['orders.create-payment', 'Square CreatePayment', 'notifications handle gift-card.issued', 'job notifications-email'];
    const complete = (spans: ReceivedSpan[]) => {
      const ids = new Set(spans.map((span) => span.spanId));
      const consumerServices = new Set(spans.filter((span) => span.kind === SPAN_KIND.CONSUMER).map((span) => span.service));
      return expected.every((name) => spans.some((span) => span.name === name)) && spans.filter((span) => !ids.has(span.parentSpanId ?? '')).length <= 2 && consumerServices.size >= 2;
    };
    let seen = -1;
    checkoutSpans = await eventually(async () => {
      const spans = otlp.trace(caller.traceId);
      const settled = spans.length === seen && complete(spans);
      seen = spans.length;
      return settled ? spans : undefined;
    }, 60_000, 1_500);
    const named = (name: string) => checkoutSpans.filter((span) => span.name === name);
    const [gatewaySpan] = named('POST /api/payments/create-payment');
    expect(gatewaySpan).toMatchObject({ service: 'gateway', kind: SPAN_KIND.SERVER, parentSpanId: caller.spanId });
    const [client] = named('orders.create-payment').filter((span) => span.kind === SPAN_KIND.CLIENT);
    const [server] = named('orders.create-payment').filter((span) => span.kind === SPAN_KIND.SERVER);
    expect(client).toMatchObject({ service: 'gateway', parentSpanId: gatewaySpan.spanId });
    expect(server).toMatchObject({ service: 'orders', parentSpanId: client.spanId });
    const within = (span: ReceivedSpan, ancestor: ReceivedSpan): boolean => {
      const parent = checkoutSpans.find((candidate) => candidate.spanId === span.parentSpanId);
      return parent !== undefined && (parent === ancestor || within(parent, ancestor));
    };
    const [square] = named('Square CreatePayment');
    expect(square).toMatchObject({ service: 'orders', kind: SPAN_KIND.CLIENT });
    expect(within(square, server)).toBe(true);
    const statements = checkoutSpans.filter((span) => span.service === 'orders' && span.name.startsWith('pg.query'));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((span) => within(span, server))).toBe(true);

    // Consumers in other processes handle the events the checkout caused as children of the work that recorded them.
    const consumers = checkoutSpans.filter((span) => span.kind === SPAN_KIND.CONSUMER);
    expect(consumers.map((span) => span.name)).toContain('notifications handle gift-card.issued');
    expect(new Set(consumers.map((span) => span.service)).size).toBeGreaterThanOrEqual(2);
    const [emailJob] = named('job notifications-email');
    expect(emailJob.service).toBe('notifications');
    expect(within(emailJob, consumers.find((span) => span.name === 'notifications handle gift-card.issued')!)).toBe(true);
    // One connected tree: every span's parent is in the trace, but the gateway's two, whose parent is the caller's span.
    const ids = new Set(checkoutSpans.map((span) => span.spanId));
    const roots = checkoutSpans.filter((span) => !ids.has(span.parentSpanId ?? ''));
    expect(roots.map((span) => [span.name, span.parentSpanId]).sort()).toEqual([
      ['POST /api/payments/create-payment', caller.spanId],
      ['PUT /api/v1/admin/purchase', caller.spanId],
    ]);
    expect(new Set(checkoutSpans.map((span) => span.service)).size).toBeGreaterThanOrEqual(4);
    // The outbox relay publishes a batch in a trace of its own, linked to the traces of the events it carries.
    const publishes = await eventually(() => {
      const linked = otlp.spans.filter((span) => span.name === 'outbox publish' && span.links.some((link) => link.traceId === caller.traceId));
      return linked.length > 0 ? linked : undefined;
    });
    expect(publishes.every((span) => span.traceId !== caller.traceId)).toBe(true);
  }, 90_000);
});
