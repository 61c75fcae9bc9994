import { sql } from 'drizzle-orm';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { createTestDatabase } from '../../../test/postgres';
import { contextOf, inSpan } from '../observability/tracing';
import { openDatabase, type Database } from './database';
import { runSql } from './run-sql';

describe('statements on PostgreSQL as spans', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  beforeAll(async () => {
    provider.register();
    target = await createTestDatabase();
    database = await openDatabase({ url: target.url, dataDir: '', poolSize: 2 });
  });
  afterAll(async () => {
    await database.close();
    await target.drop();
    await provider.shutdown();
  });
  beforeEach(() => exporter.reset());

  // Read once the provider has registered its propagator.
  const sampled = () => contextOf('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
  const unsampled = () => contextOf('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00');
  const spans = () => exporter.getFinishedSpans().filter((span) => span.name.startsWith('pg.query'));

  it('records each statement of a sampled request as a child of its span, with the text and not the values', async () => {
    await inSpan('orders.create-payment', { parent: sampled() }, async () => {
      await database.db.execute(sql`select ${'secret@example.com'}::text as email`);
      await database.db.transaction(async (tx) => runSql(tx, sql`select ${2500}::int as cents`));
    });
    const [request] = exporter.getFinishedSpans().filter((span) => span.name === 'orders.create-payment');
    const statements = spans();
    expect(request.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(statements.map((span) => span.name)).toEqual(['pg.query:SELECT', 'pg.query:BEGIN', 'pg.query:SELECT', 'pg.query:COMMIT']);
    for (const span of statements) expect(span.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(statements[0].attributes).toMatchObject({ 'db.system.name': 'postgresql', 'db.query.text': 'select $1::text as email' });
    expect(JSON.stringify(statements.map((span) => span.attributes))).not.toContain('secret@example.com');
  });

  it('marks a failing statement as an error and still fails the query', async () => {
    await expect(inSpan('orders.create-payment', { parent: sampled() }, () => database.db.execute(sql`select 1/0`))).rejects.toThrow();
    const [statement] = spans();
    expect(statement.status).toMatchObject({ code: 2, message: expect.stringContaining('division by zero') });
  });

  it('records nothing outside a span or under one that was not sampled', async () => {
    await database.db.execute(sql`select 1`);
    await inSpan('orders.create-payment', { parent: unsampled() }, () => database.db.execute(sql`select 2`));
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
