import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventMap, EventType } from '@gv/proto';
import { now } from '../clock.js';
import { currentRequestId } from '../logging.js';
import { traceCarrier } from '../observability/tracing.js';

/** An event about a change made now: the clock's time (a demo run's injected one), and the request that caused it. */
export function newEvent<K extends EventType>(type: K, payload: EventMap[K]): EventEnvelope<K> {
  const { traceparent } = traceCarrier();
  return { id: randomUUID(), type, occurredAt: now().toISOString(), requestId: currentRequestId(), ...(traceparent ? { traceparent } : {}), payload };
}
