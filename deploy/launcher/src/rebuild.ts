import { parseArgs } from 'node:util';
import { loadConfig, openDatabase, platformEnvSchema, SqlEventBus } from '@gv/platform';
import { JetStreamBus } from '@gv/platform/engines';
import { rebuildProjection } from '@gv/service-analytics';

/**
 * `npm run rebuild [-- --allow-partial]`: rebuilds the analytics dashboard and orders projections from the
 * events the bus still holds: JetStream (BUS_NATS_URL or NATS_URL) or the all-in-one event log in the database
 * (DATABASE_URL or DATA_DIR; stop `npm start` first: the embedded database has one writer). The bus keeps
 * events for EVENT_RETENTION_HOURS: once the oldest have left, it refuses unless --allow-partial.
 * Distributed, it runs beside the live services: they keep serving the old tables until the swap.
 */
const { values } = parseArgs({ options: { 'allow-partial': { type: 'boolean', default: false } } });
const config = loadConfig(platformEnvSchema, process.env);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const busUrl = config.BUS_NATS_URL ?? config.NATS_URL;
const bus = busUrl ? await JetStreamBus.connect(busUrl, config.BUS_STREAM, config.EVENT_RETENTION_HOURS, config.BUS_STREAM_REPLICAS) : await SqlEventBus.open(database.db);
try {
  const started = Date.now();
  const report = await rebuildProjection(database.db, bus, { allowPartial: values['allow-partial'] });
  process.stdout.write(
    `Rebuilt the analytics projections from ${report.events} events (up to position ${report.position}${report.partial ? ', older events were already gone' : ''}) in ${Date.now() - started} ms.\n`,
  );
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await bus.close();
  await database.close();
}
