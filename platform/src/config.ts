import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Parses environment variables once at boot. On failure prints every bad
 * variable in one message and exits, so an operator fixes them all at once.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  process.stderr.write(`Invalid configuration:\n${lines.join('\n')}\n`);
  process.exit(1);
}

const optionalUrl = z.url().optional();

/** Example values printed in our own compose file and docs: a key anyone can read protects nothing. */
const EXAMPLE_SECRET_KEYS = new Set(['change-me-to-a-long-random-secret']);

/** The keys SECRET_KEY lists, newest first, separated by commas (a key cannot contain one). */
export function secretKeysOf(secretKey: string): string[] {
  return secretKey.split(',').map((key) => key.trim());
}

/**
 * SECRET_KEY as a keyring: every listed key must be at least `minLength` characters and none of `refused`.
 * One key keeps the plain message; in a list, each bad key is named by its position (never by its value).
 */
function secretKeyRing(minLength: number, requirement: string, refused: ReadonlySet<string> = new Set(), base = z.string()) {
  return base.superRefine((secretKey, context) => {
    const keys = secretKeysOf(secretKey);
    keys.forEach((key, index) => {
      if (key.length >= minLength && !refused.has(key)) return;
      const message = keys.length === 1 ? requirement : `key ${index + 1} of ${keys.length} (comma-separated, newest first): ${requirement}`;
      context.addIssue({ code: 'custom', message });
    });
  });
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range, or one of proxy-addr's names (what fastify's trustProxy accepts). */
function isProxyEntry(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (PROXY_NAMES.has(entry)) return true;
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const proxyList = z
  .string()
  .refine((value) => value.split(',').every((entry) => isProxyEntry(entry.trim())), {
    error: 'comma-separated IP addresses or CIDR ranges of the reverse proxies, e.g. 10.0.0.0/8,127.0.0.1',
  })
  .optional();

/** A week: how long events stay replayable and handled ids stay remembered, unless EVENT_RETENTION_HOURS says otherwise. */
export const DEFAULT_RETENTION_HOURS = 168;

/** Every variable the platform reads. Adapters are picked by which URLs are present. */
export const platformEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  PUBLIC_URL: optionalUrl,
  /** Where a process serves /metrics when METRICS_PORT is set: this host only, unless Prometheus scrapes from elsewhere (0.0.0.0 in a pod). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** The reverse proxies whose X-Forwarded-For the gateway believes; absent: the client address is the socket's. */
  TRUSTED_PROXIES: proxyList,
  /** 1: the gateway answers fresh kept public reads in a Fastify hook after every global guard and interceptor (gateway/src/http/fast-path.ts); 0: through Nest. */
  GATEWAY_FAST_PATH: z.enum(['0', '1']).default('1'),
  DATABASE_URL: optionalUrl,
  /**
   * 1: each service applies its missing migrations when it starts; 0: it refuses to start on a schema older than its
   * release (the migrations Job applies them first, deploy/launcher/src/migrate.ts).
   */
  MIGRATE_ON_START: z.enum(['0', '1']).default('1'),
  /** 1: a service starts on a schema a newer release migrated (a rollback whose newer migrations only added); 0: it refuses. */
  ACCEPT_NEWER_SCHEMA: z.enum(['0', '1']).default('0'),
  NATS_URL: optionalUrl,
  /** Request-reply and notice subjects go under `<prefix>.`: deployments sharing one NATS with different prefixes never answer each other. */
  NATS_SUBJECT_PREFIX: z.string().regex(/^[A-Za-z0-9_-]*$/).default(''),
  BUS_NATS_URL: optionalUrl,
  /** The JetStream stream, whose subjects are `<BUS_STREAM>.<event type>`: one per deployment on a shared NATS. */
  BUS_STREAM: z.string().regex(/^[A-Za-z0-9_-]+$/).default('GV_EVENTS'),
  /** Copies of the event stream a JetStream cluster keeps (3 on a three-server cluster survive one server's loss). */
  BUS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** Published events, handled inbox ids and finished jobs are kept this long (the stream's max_age), then pruned. */
  EVENT_RETENTION_HOURS: z.coerce.number().min(1).default(DEFAULT_RETENTION_HOURS),
  REDIS_URL: optionalUrl,
  /** Before every Redis key (BullMQ queues, one-time codes, rate limits): one per deployment on a shared Redis. */
  KEY_PREFIX: z.string().default('gv:'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().default('giftcard-vault'),
  SMTP_URL: optionalUrl,
  /** The Square API emulator that businesses without Square credentials pay against (test mode); absent: no test mode, except all-in-one, which starts one. */
  SQUARE_EMULATOR_URL: optionalUrl,
  /**
   * Test and staging only: where live-mode Square calls (payments, and the Locations API that verifies saved credentials)
   * go instead of Square's production and sandbox hosts; `emulator` means SQUARE_EMULATOR_URL. Absent (the default): Square.
   */
  SQUARE_API_URL: z.union([z.literal('emulator'), z.url()]).optional(),
  /**
   * Staging only: Square sandbox credentials may switch a business to live. Its cards are test cards (no money is
   * behind a sandbox payment), and the counter accepts them. Off: sandbox credentials are refused for going live.
   */
  ALLOW_SANDBOX_LIVE: z.enum(['0', '1']).default('0'),
  MAIL_FROM: z.string().default('Giftcard Vault <no-reply@giftcardvault.local>'),
  /** Apple Wallet passes (all five, or none: then no Apple Wallet links): PEM files of the Pass Type ID certificate, its key and Apple's WWDR certificate. */
  APPLE_PASS_CERT: z.string().optional(),
  APPLE_PASS_KEY: z.string().optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WWDR_CERT: z.string().optional(),
  APPLE_PASS_TYPE_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  /** Google Wallet save links (both, or none): the issuer id and the path of the service account's JSON key. */
  GOOGLE_WALLET_ISSUER_ID: z.string().regex(/^\d+$/, { error: 'the numeric issuer id of the Google Wallet console' }).optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT: z.string().optional(),
  /** One-time codes by text message through Twilio (all three, or none: then texts are written under DATA_DIR/sms). */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, { error: 'a Twilio Account SID (AC and 32 hex digits)' }).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sending number in E.164 (+15551234567) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, { error: 'a phone number in E.164 (+15551234567) or a Messaging Service SID' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECRET_KEY: secretKeyRing(16, 'at least 16 characters').optional(),
  SUPERADMIN_EMAIL: z.email().optional(),
  SUPERADMIN_PASSWORD: z.string().min(6).optional(),
  DEMO: z.enum(['0', '1']).optional(),
  /**
   * On SIGTERM a process takes no more work and finishes what it holds within this many seconds, then exits 0; work
   * still in hand then is left to be delivered again and the process exits 1. Keep it under the orchestrator's grace
   * period (Kubernetes: 30 s).
   */
  SHUTDOWN_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  /** Minutes an admin or super admin session may stay unused before it ends (on top of its absolute lifetime). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  /** How many emails of one corporate order go out per second (decision 0063): its cards' emails are queued this far apart. */
  CORPORATE_EMAILS_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(5),
  /** Webhooks out (decision 0094): 1 lets endpoints be http and private addresses (tests, development only). */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /** The first retry's wait; each next one doubles it (with jitter), up to 6 hours. */
  WEBHOOKS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5000),
  /** How long one delivery may take to be answered. */
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** An endpoint whose oldest undelivered message has failed this long is disabled and its owner emailed. */
  WEBHOOKS_GIVE_UP_HOURS: z.coerce.number().min(0.001).default(72),
}).superRefine((env, context) => {
  // Twilio's three variables come together: one or two alone would quietly write texts to files instead.
  const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
  if (twilio.some((name) => env[name] !== undefined)) {
    for (const name of twilio) if (env[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: 'required when the other Twilio variables are set' });
  }
});

export type PlatformConfig = z.infer<typeof platformEnvSchema>;

/** The base URL live-mode Square calls go to instead of Square's hosts (see SQUARE_API_URL); undefined: Square's own. */
export function squareApiUrl(config: PlatformConfig): string | undefined {
  return config.SQUARE_API_URL === 'emulator' ? config.SQUARE_EMULATOR_URL : config.SQUARE_API_URL;
}

const ANY_INTERFACE = new Set(['', '0.0.0.0', '::']);

/**
 * The base of links the platform writes (emails, QR poster, share previews): PUBLIC_URL, else the host the server
 * listens on (localhost when that is every interface) with `port`. Never a request header: a client could otherwise
 * point the links at a site of its choosing.
 */
export function linkBase(config: PlatformConfig, port: number = config.PORT): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = ANY_INTERFACE.has(config.HOST) ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${port}`;
}

const DISTRIBUTED_SECRET_KEY =
  'required in distributed mode: the same random string of at least 32 characters for every process, not an example value (make one with `openssl rand -base64 48`)';

/**
 * Distributed mode: processes share data but no key file, so they must share
 * a real SECRET_KEY; a missing, example or short one stops every process.
 */
export const distributedEnvSchema = platformEnvSchema.safeExtend({
  SECRET_KEY: secretKeyRing(32, DISTRIBUTED_SECRET_KEY, EXAMPLE_SECRET_KEYS, z.string({ error: DISTRIBUTED_SECRET_KEY })),
});
