/** Injection tokens for the engines a service or the gateway receives. */
export const DB = 'GV_DB';
export const OUTBOX = 'GV_OUTBOX';
export const KV = 'GV_KV';
export const JOBS = 'GV_JOBS';
export const BLOBS = 'GV_BLOBS';
export const MAILER = 'GV_MAILER';
export const SMS = 'GV_SMS';
export const LOGGER = 'GV_LOGGER';
export const CONFIG = 'GV_CONFIG';
/** The typed RpcClient, for calling another service (or, in the gateway, any service). */
export const RPC = 'GV_RPC';
export const EVENT_HANDLERS = 'GV_EVENT_HANDLERS';
export const SERVICE_STARTUP = 'GV_SERVICE_STARTUP';
/** A service's ServiceQueues: work it keeps in its own tables, counted beside its job queues. */
export const SERVICE_QUEUES = 'GV_SERVICE_QUEUES';
