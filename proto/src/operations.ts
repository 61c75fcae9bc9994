import type { CorporateOrdersForReview } from './corporate-orders.js';
import type { LedgerAuditResult } from './orders.js';
import { defineCatalog } from './locale.js';
import operationsTexts from './messages/proto.operations.json' with { type: 'json' };

export interface HealthReport {
  service: string;
  ok: boolean;
  checks: Record<string, { ok: boolean; detail?: string }>;
}

/** An event a service's consumer gave up on (its `dead_letters` table). */
export interface DeadLetterView {
  id: number;
  consumer: string;
  eventId: string;
  type: string;
  envelope: unknown;
  error: string;
  attempts: number;
  failedAt: string;
}

/** A background-job queue, counted: waiting (due or scheduled for a retry), running now, failed every attempt. */
export interface QueueCounts {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
}

/** One service as the super admin's operations page shows it (the `<service>.operations` call of one of its replicas). */
export interface ServiceOperations extends HealthReport {
  /** Replicas of the service that reported in during the last 10 seconds (1 in all-in-one). */
  replicas: number;
  outbox: { unpublished: number; oldestSeconds: number };
  /** Each consumer name of the service and the events on the bus it has not yet settled. */
  consumers: { consumer: string; lag: number }[];
  /** The newest dead letters (100 at most), newest first. */
  deadLetters: DeadLetterView[];
  jobs: QueueCounts[];
}

/** GET /api/superadmin/operations: every service (one that does not answer: `ok` false with a `reachable` check), and the last ledger audit. */
export interface OperationsAnswer {
  services: (ServiceOperations | HealthReport)[];
  ledgerAudit: LedgerAuditResult | null;
  /** Value issued without a payment through the platform (decision 0071): batches waiting for approval, the latest issued; null when orders does not answer. */
  corporateOrders: CorporateOrdersForReview | null;
}

/** POST /api/superadmin/operations/dead-letters/{service}/{id}/retry: the event was handled again through its consumer. */
export interface DeadLetterRetried {
  success: true;
  message: string;
  /** False when the consumer had already handled the event (its inbox had it): nothing was done twice. */
  handled: boolean;
}

/** What retrying a dead letter answers, in each language; the server answers in English (OPERATIONS_MESSAGES). */
export const operationsMessages = defineCatalog('proto.operations', operationsTexts);

export const OPERATIONS_MESSAGES = operationsMessages.messages.en;
