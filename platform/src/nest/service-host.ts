import { Controller, Global, Module, type DynamicModule, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Rpc, type HealthReport, type ServiceName } from '@gv/proto';
import { migrate, type Migration } from '../db/migrator.js';
import { eventRetentionMigration, eventTables, eventTablesMigration } from '../events/tables.js';
import { pruneEventTables, retentionCutoff, schedulePruning } from '../events/retention.js';
import { Outbox } from '../events/outbox.js';
import { EventConsumer, type EventHandlers } from '../events/consumer.js';
import { engineChecks } from '../health.js';
import { createLogger } from '../logging.js';
import { RpcHandler } from '../rpc/rpc-handler.js';
import type { Runtime } from '../runtime.js';
import { BLOBS, CONFIG, DB, EVENT_HANDLERS, JOBS, KV, LOGGER, MAILER, OUTBOX, RPC, SERVICE_STARTUP } from './tokens.js';

export interface ServiceDefinition {
  name: ServiceName;
  /** The service's Nest module: use-case controllers and providers. */
  module: Type<unknown>;
  migrations: Migration[];
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

/** Migrates, wires the engines into the service's module, subscribes its event handlers and starts its relay. */
export async function startService(definition: ServiceDefinition, runtime: Runtime): Promise<RunningService> {
  const { name } = definition;
  const db = runtime.database.db;
  const logger = createLogger(name, runtime.config.LOG_LEVEL);
  await migrate(db, name, [eventTablesMigration(name), eventRetentionMigration(name), ...definition.migrations], runtime.config);
  const tables = eventTables(name);
  const outbox = new Outbox(db, tables, runtime.bus, logger);
  const consumer = new EventConsumer(db, tables, runtime.bus, logger);

  @Global()
  @Module({})
  class EnginesModule {}
  const engines: DynamicModule = {
    module: EnginesModule,
    providers: [
      { provide: DB, useValue: db },
      { provide: OUTBOX, useValue: outbox },
      { provide: KV, useValue: runtime.kv },
      { provide: JOBS, useValue: runtime.jobs },
      { provide: BLOBS, useValue: runtime.blobs },
      { provide: MAILER, useValue: runtime.mailer },
      { provide: LOGGER, useValue: logger },
      { provide: CONFIG, useValue: runtime.config },
      { provide: RPC, useValue: runtime.rpc },
      { provide: EventConsumer, useValue: consumer },
    ],
    exports: [DB, OUTBOX, KV, JOBS, BLOBS, MAILER, LOGGER, CONFIG, RPC, EventConsumer],
  };

  @Module({ imports: [engines, definition.module], controllers: [opsController(name, runtime, consumer)] })
  class HostModule {}

  const app = await NestFactory.createMicroservice(HostModule, { ...runtime.rpcServer(name), logger: false, abortOnError: false });
  // Nest 12's microservice init() runs the init and bootstrap hooks in its base class and again when it registers
  // its modules, unless told they ran: twice, a job worker started in onApplicationBootstrap works twice and a timer
  // set there outlives close().
  (app as unknown as { setIsInitHookCalled(called: boolean): void }).setIsInitHookCalled(true);
  await app.init();
  for (const task of optional<StartupTask[]>(app, SERVICE_STARTUP) ?? []) await task.run();
  const handlers = (optional<EventSubscriber>(app, EVENT_HANDLERS)?.handlers() ?? {}) as EventHandlers;
  if (Object.keys(handlers).length > 0) await consumer.subscribe(name, handlers);
  await app.listen();
  outbox.start();
  const stopPruning = schedulePruning(
    'published events and handled event ids',
    () => pruneEventTables(db, tables, retentionCutoff(runtime.config.EVENT_RETENTION_HOURS)),
    logger,
  );
  logger.info({ engine: runtime.database.engine }, `${name} service started`);
  return {
    app,
    outbox,
    consumer,
    handlers,
    /** Takes no more work, finishes what is in hand (requests, event deliveries, jobs) and publishes its events. */
    async close() {
      stopPruning();
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

function opsController(name: ServiceName, runtime: Runtime, consumer: EventConsumer): Type<unknown> {
  @Controller()
  class OpsController {
    @RpcHandler(Rpc.health(name))
    async health(): Promise<HealthReport> {
      const checks = await engineChecks(runtime);
      return { service: name, ok: Object.values(checks).every((check) => check.ok), checks };
    }

    @RpcHandler(Rpc.deadLetters(name))
    deadLetters() {
      return consumer.deadLetters();
    }
  }
  return OpsController;
}
