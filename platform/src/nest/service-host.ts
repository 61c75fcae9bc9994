import { Controller, Global, Module, type DynamicModule, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { OPERATIONS_MESSAGES, Rpc, type DeadLetterRetried, type HealthReport, type ServiceName, type ServiceOperations } from '@gv/proto';
import { migrate, migrationFolder, schemaVersionRules, type FolderOptions, type Migration } from '../db/migrator.js';
import { eventMigrations, eventTables } from '../events/tables.js';
import { pruneEventTables, retentionCutoff, schedulePruning } from '../events/retention.js';
import { Outbox } from '../events/outbox.js';
import { Store } from '../events/store.js';
import { EventConsumer, type EventHandlers } from '../events/consumer.js';
import { engineChecks } from '../health.js';
import { createLogger } from '../logging.js';
import { RpcHandler } from '../rpc/rpc-handler.js';
import { readOncePerScrape, reportGauge } from '../observability/metrics.js';
import { ReplicaCount } from '../observability/replica-count.js';
import type { Runtime } from '../runtime.js';
import type { PlatformConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { keepStatistics } from '../db/statistics.js';
import { jobGaugeReadings, type ServiceQueues } from '../jobs/job-queue.js';
import { BLOBS, CONFIG, DB, EVENT_HANDLERS, JOBS, KV, LOGGER, MAILER, OUTBOX, RPC, SERVICE_QUEUES, SERVICE_STARTUP, SMS } from './tokens.js';

export interface ServiceDefinition {
  name: ServiceName;
  /** The service's Nest module: use-case controllers and providers. */
  module: Type<unknown>;
  migrations: Migration[];
  /** Connections to PostgreSQL its process keeps at most (DEFAULT_POOL_SIZE unless it needs more). */
  databasePoolSize?: number;
}

/**
 * A service whose migrations drizzle-kit generates into `drizzleFolder` (decision 0076), their ids prefixed with the
 * service's name; `baseline` names the generated ones that stand for its former hand-written list.
 */
export function drizzleService(name: ServiceName, module: Type<unknown>, drizzleFolder: URL, baseline: FolderOptions['baseline']): ServiceDefinition {
  return { name, module, migrations: migrationFolder(drizzleFolder, { source: name, baseline }) };
}

/** Something a service provides under EVENT_HANDLERS to react to other services' events. */
export interface EventSubscriber {
  handlers(): EventHandlers;
}

/** Work a service runs once at boot (e.g. ensuring a super admin exists), under SERVICE_STARTUP. */
export interface StartupTask {
  run(): Promise<void>;
}

export interface RunningService {
  app: INestMicroservice;
  outbox: Outbox;
  consumer: EventConsumer;
  handlers: EventHandlers;
  /** Takes no more work, finishes what is in hand and publishes its events; the runtime stays open. */
  close(): Promise<void>;
}

/**
 * Applies a service's migrations, its event tables' first, in its own schema. Once applied they are skipped, so the
 * migrations Job (deploy/launcher/src/migrate.ts) and each start of the service may both run it.
 */
export function migrateService(db: Db, definition: ServiceDefinition, config: PlatformConfig, rules = schemaVersionRules(config)): Promise<void> {
  return migrate(db, definition.name, [...eventMigrations(definition.name), ...definition.migrations], config, rules);
}

/**
 * Migrates, wires the engines into the service's module, subscribes its event handlers, starts its relay and keeps its
 * tables' statistics current.
 */
export async function startService(definition: ServiceDefinition, runtime: Runtime): Promise<RunningService> {
  const { name } = definition;
  const db = runtime.database.db;
  const logger = createLogger(name, runtime.config.LOG_LEVEL);
  await migrateService(db, definition, runtime.config);
  const tables = eventTables(name);
  const outbox = new Outbox(db, tables, runtime.bus, logger);
  const consumer = new EventConsumer(db, tables, runtime.bus, logger);
  const replicas = new ReplicaCount(runtime.kv, name);
  // Known once the service's module is made, after the operations controller is.
  const own: { queues?: ServiceQueues } = {};

  @Global()
  @Module({})
  class EnginesModule {}
  const engines: DynamicModule = {
    module: EnginesModule,
    providers: [
      { provide: DB, useValue: db },
      { provide: OUTBOX, useValue: outbox },
      { provide: Store, useValue: new Store(db, outbox) },
      { provide: KV, useValue: runtime.kv },
      { provide: JOBS, useValue: runtime.jobs },
      { provide: BLOBS, useValue: runtime.blobs },
      { provide: MAILER, useValue: runtime.mailer },
      { provide: SMS, useValue: runtime.sms },
      { provide: LOGGER, useValue: logger },
      { provide: CONFIG, useValue: runtime.config },
      { provide: RPC, useValue: runtime.rpc },
      { provide: EventConsumer, useValue: consumer },
    ],
    exports: [DB, OUTBOX, Store, KV, JOBS, BLOBS, MAILER, SMS, LOGGER, CONFIG, RPC, EventConsumer],
  };

  @Module({ imports: [engines, definition.module], controllers: [opsController({ name, runtime, outbox, consumer, replicas, own })] })
  class HostModule {}

  const app = await NestFactory.createMicroservice(HostModule, { ...runtime.rpcServer(name), logger: false, abortOnError: false });
  // Nest 12's microservice init() runs the init and bootstrap hooks in its base class and again when it registers
  // its modules, unless told they ran: twice, a job worker started in onApplicationBootstrap works twice and a timer
  // set there outlives close().
  (app as unknown as { setIsInitHookCalled(called: boolean): void }).setIsInitHookCalled(true);
  await app.init();
  own.queues = optional<ServiceQueues>(app, SERVICE_QUEUES);
  for (const task of optional<StartupTask[]>(app, SERVICE_STARTUP) ?? []) await task.run();
  const handlers = (optional<EventSubscriber>(app, EVENT_HANDLERS)?.handlers() ?? {}) as EventHandlers;
  if (Object.keys(handlers).length > 0) await consumer.subscribe(name, handlers);
  await app.listen();
  outbox.start();
  replicas.start();
  const stopReporting = reportServiceGauges(name, runtime, outbox, consumer, own.queues);
  const stopPruning = schedulePruning(
    'published events and handled event ids',
    () => pruneEventTables(db, tables, retentionCutoff(runtime.config.EVENT_RETENTION_HOURS)),
    logger,
  );
  const statistics = keepStatistics(db, name);
  logger.info({ engine: runtime.database.engine }, `${name} service started`);
  return {
    app,
    outbox,
    consumer,
    handlers,
    /** Takes no more work, finishes what is in hand (requests, event deliveries, jobs) and publishes its events. */
    async close() {
      stopPruning();
      stopReporting();
      await statistics.stop();
      replicas.stop();
      await Promise.all([app.close(), runtime.bus.drain(), runtime.jobs.drain()]);
      await outbox.drain();
    },
  };
}

function optional<T>(app: INestMicroservice, token: string): T | undefined {
  try {
    return app.get<T>(token, { strict: false });
  } catch {
    return undefined;
  }
}

/** The service's outbox, consumers and dead letters in the process's metrics (see observability/metrics.ts). */
function reportServiceGauges(name: ServiceName, runtime: Runtime, outbox: Outbox, consumer: EventConsumer, queues: ServiceQueues | undefined): () => void {
  const backlog = readOncePerScrape(() => outbox.backlog());
  const stops = [
    reportGauge('giftcard_outbox_unpublished_events', async () => [{ labels: { service: name }, value: (await backlog()).unpublished }]),
    reportGauge('giftcard_outbox_oldest_unpublished_seconds', async () => [{ labels: { service: name }, value: (await backlog()).oldestSeconds }]),
    reportGauge('giftcard_dead_letters', async () => [{ labels: { service: name }, value: await consumer.deadLetterCount() }]),
    reportGauge('giftcard_consumer_lag_events', () =>
      Promise.all(consumer.consumers().map(async (name) => ({ labels: { consumer: name }, value: await runtime.bus.lag(name) }))),
    ),
    ...(queues ? [reportGauge('giftcard_jobs', async () => jobGaugeReadings(await queues.counts()))] : []),
  ];
  return () => stops.forEach((stop) => stop());
}

async function healthReport(name: ServiceName, runtime: Runtime): Promise<HealthReport> {
  const checks = await engineChecks(runtime);
  return { service: name, ok: Object.values(checks).every((check) => check.ok), checks };
}

interface OpsParts {
  name: ServiceName;
  runtime: Runtime;
  outbox: Outbox;
  consumer: EventConsumer;
  replicas: ReplicaCount;
  own: { queues?: ServiceQueues };
}

function opsController({ name, runtime, outbox, consumer, replicas, own }: OpsParts): Type<unknown> {
  @Controller()
  class OpsController {
    @RpcHandler(Rpc.health(name))
    health(): Promise<HealthReport> {
      return healthReport(name, runtime);
    }

    @RpcHandler(Rpc.deadLetters(name))
    deadLetters() {
      return consumer.deadLetters();
    }

    /** Queues are named after the service that works them (`orders-reconcile`), so each service reports its own. */
    @RpcHandler(Rpc.operations(name))
    async operations(): Promise<ServiceOperations> {
      const [health, count, backlog, consumers, deadLetters, jobs, ownQueues] = await Promise.all([
        healthReport(name, runtime),
        replicas.count(),
        outbox.backlog(),
        Promise.all(consumer.consumers().map(async (name) => ({ consumer: name, lag: await runtime.bus.lag(name) }))),
        consumer.deadLetters(),
        runtime.jobs.counts(),
        own.queues?.counts() ?? [],
      ]);
      const queues = [...jobs, ...ownQueues].filter((queue) => queue.queue.startsWith(`${name}-`));
      return { ...health, service: name, replicas: count, outbox: backlog, consumers, deadLetters, jobs: queues };
    }

    @RpcHandler(Rpc.retryDeadLetter(name))
    async retryDeadLetter({ id }: { id: number }): Promise<DeadLetterRetried> {
      const { handled } = await consumer.retryDeadLetter(Number(id));
      return { success: true, handled, message: handled ? OPERATIONS_MESSAGES.retried : OPERATIONS_MESSAGES.alreadyHandled };
    }
  }
  return OpsController;
}
