/**
 * The adapters of the distributed engines (JetStream, Redis, BullMQ, S3, SMTP, Twilio, NATS request-reply): a module of their
 * own, `@gv/platform/engines`, so that a process without their URLs never loads their clients (the all-in-one's
 * memory, decision 0057). The runtime imports each only when its variable is set.
 */
export * from './bus/jetstream-bus.js';
export * from './kv/redis-kv.js';
export * from './kv/redis-keys.js';
export * from './jobs/bullmq-jobs.js';
export * from './blobs/s3-blobs.js';
export * from './mail/smtp-mailer.js';
export * from './sms/twilio-sms-sender.js';
export * from './rpc/nats-rpc.js';
