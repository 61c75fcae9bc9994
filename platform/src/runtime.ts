import { join } from 'node:path';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { PlatformConfig } from './config.js';
import { honourInjectedTime } from './clock.js';
import { openDatabase, type Database } from './db/database.js';
import type { EventBus } from './bus/event-bus.js';
import { SqlEventBus } from './bus/sql-bus.js';
import { retentionCutoff, schedulePruning } from './events/retention.js';
import { createLogger } from './logging.js';
import type { KeyValueStore } from './kv/key-value.js';
import { MemoryKeyValueStore } from './kv/memory-kv.js';
import { jobGaugeReadings, type JobQueue } from './jobs/job-queue.js';
import { SqlJobQueue } from './jobs/sql-jobs.js';
import type { BlobStore } from './blobs/blob-store.js';
import { LocalBlobStore } from './blobs/local-blobs.js';
import type { Mailer } from './mail/mailer.js';
import { EmlFileMailer } from './mail/eml-mailer.js';
import { ObservedMailer } from './mail/observed-mailer.js';
import type { SmsSender } from './sms/sms-sender.js';
import { FileSmsSender } from './sms/file-sms-sender.js';
import { RpcClient, type RpcTransport } from './rpc/rpc-client.js';
import { InProcessRpcHub, InProcessRpcServer } from './rpc/in-process-transport.js';
import { reportGauge } from './observability/metrics.js';

/**
 * The engines of one process. Each port picks its adapter from one variable:
 * DATABASE_URL, NATS_URL (request-reply), BUS_NATS_URL (events, defaults to
 * NATS_URL), REDIS_URL, S3_ENDPOINT, SMTP_URL, TWILIO_ACCOUNT_SID (with its token and sender); absent means embedded.
 */
export interface Runtime {
  config: PlatformConfig;
  database: Database;
  bus: EventBus;
  kv: KeyValueStore;
  jobs: JobQueue;
  blobs: BlobStore;
  mailer: Mailer;
  sms: SmsSender;
  rpc: RpcClient;
  rpcServer(service: string): MicroserviceOptions;
  close(): Promise<void>;
}

export type RunMode = 'all-in-one' | 'distributed';

/**
 * The distributed engines' adapters, each loaded only when its variable is set: a process with Redis but no SMTP or
 * Twilio never loads nodemailer's or Twilio's client (a service's idle memory, decision 0057).
 */
const adapters = {
  jetStream: () => import('./bus/jetstream-bus.js'),
  redis: () => import('./kv/redis-kv.js'),
  bullMq: () => import('./jobs/bullmq-jobs.js'),
  s3: () => import('./blobs/s3-blobs.js'),
  smtp: () => import('./mail/smtp-mailer.js'),
  twilio: () => import('./sms/twilio-sms-sender.js'),
  nats: () => import('./rpc/nats-rpc.js'),
};

/** `poolSize`: the most connections to PostgreSQL the process's services need at once (DEFAULT_POOL_SIZE unless given). */
export async function createRuntime(config: PlatformConfig, mode: RunMode, poolSize?: number): Promise<Runtime> {
  honourInjectedTime(config.DEMO === '1');
  const dataDir = config.DATA_DIR;
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir, poolSize });
  const busUrl = config.BUS_NATS_URL ?? config.NATS_URL;
  const retentionHours = config.EVENT_RETENTION_HOURS;
  const bus: EventBus = busUrl ? await (await adapters.jetStream()).JetStreamBus.connect(busUrl, config.BUS_STREAM, retentionHours, config.BUS_STREAM_REPLICAS) : await SqlEventBus.open(database.db);
  const kv = config.REDIS_URL ? (await adapters.redis()).RedisKeyValueStore.connect(config.REDIS_URL, config.KEY_PREFIX) : new MemoryKeyValueStore();
  const jobs = config.REDIS_URL
    ? new (await adapters.bullMq()).BullMqJobQueue(config.REDIS_URL, config.KEY_PREFIX, retentionHours)
    : await SqlJobQueue.open(database.db, { releaseLeasesAtStart: database.engine === 'pglite' });
  // JetStream (max_age) and BullMQ (removeOnComplete) expire old entries themselves; the embedded engines are pruned here.
  const logger = createLogger('runtime', config.LOG_LEVEL);
  const stopPruning: (() => void)[] = [];
  if (bus instanceof SqlEventBus) stopPruning.push(schedulePruning('event log', () => bus.prune(retentionCutoff(retentionHours)), logger));
  if (jobs instanceof SqlJobQueue) stopPruning.push(schedulePruning('finished jobs', () => jobs.prune(retentionCutoff(retentionHours)), logger));
  const blobs = config.S3_ENDPOINT
    ? (await adapters.s3()).S3BlobStore.create({
        endpoint: config.S3_ENDPOINT,
        accessKey: config.S3_ACCESS_KEY ?? '',
        secretKey: config.S3_SECRET_KEY ?? '',
        bucket: config.S3_BUCKET,
      })
    : new LocalBlobStore(join(dataDir, 'blobs'));
  const emlMailer = new EmlFileMailer(join(dataDir, 'mail'), config.MAIL_FROM);
  // All-in-one keeps a .eml copy of every message, even when it also sends over SMTP.
  let sender: Mailer = emlMailer;
  if (config.SMTP_URL) {
    const { SmtpMailer, TeeMailer } = await adapters.smtp();
    const smtp = new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
    sender = mode === 'all-in-one' ? new TeeMailer([smtp, emlMailer]) : smtp;
  }
  const mailer = new ObservedMailer(sender);
  const sms: SmsSender =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? new (await adapters.twilio()).TwilioSmsSender({ accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, from: config.TWILIO_FROM })
      : new FileSmsSender(join(dataDir, 'sms'));

  let transport: RpcTransport;
  let rpcServer: Runtime['rpcServer'];
  if (config.NATS_URL) {
    const natsUrl = config.NATS_URL;
    const { NatsRpcClient, natsServerOptions } = await adapters.nats();
    transport = new NatsRpcClient(natsUrl, undefined, config.NATS_SUBJECT_PREFIX);
    rpcServer = (service) => natsServerOptions(natsUrl, service, config.NATS_SUBJECT_PREFIX);
  } else {
    const hub = new InProcessRpcHub();
    transport = hub;
    rpcServer = () => ({ strategy: new InProcessRpcServer(hub) });
  }
  const rpc = new RpcClient(transport);
  const stopReportingJobs = reportGauge('giftcard_jobs', async () => jobGaugeReadings(await jobs.counts()));

  return {
    config,
    database,
    bus,
    kv,
    jobs,
    blobs,
    mailer,
    sms,
    rpc,
    rpcServer,
    async close() {
      for (const stop of stopPruning) stop();
      stopReportingJobs();
      await rpc.close();
      await jobs.close();
      await bus.close();
      await mailer.close();
      await kv.close();
      await database.close();
    },
  };
}
