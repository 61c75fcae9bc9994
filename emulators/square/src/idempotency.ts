import { createHash } from 'node:crypto';
import type { EmulatorState } from './state.js';
import { invalidRequest, type Answer } from './wire.js';

/**
 * Square's idempotency: the first request with a key is carried out and its answer kept; the same request again gets
 * that answer (no second charge, even after a decline); a different request with the key gets IDEMPOTENCY_KEY_REUSED.
 * Keys are scoped per merchant and endpoint. A request refused before it did anything (a thrown SquareFailure:
 * validation, unknown payment, used token) is not kept, so it may be corrected and sent again with the same key.
 */
export function answerOnce(state: EmulatorState, scope: string, key: string, request: unknown, carryOut: () => Answer): Answer {
  const id = `${scope}\u0000${key}`;
  const requestFingerprint = fingerprint(request);
  const earlier = state.recall(id);
  if (earlier) {
    if (earlier.requestFingerprint === requestFingerprint) return earlier.answer;
    throw invalidRequest('IDEMPOTENCY_KEY_REUSED', 'The idempotency key can only be retried with the same request data.', 'idempotency_key');
  }
  const answer = carryOut();
  state.remember(id, { requestFingerprint, answer });
  return answer;
}

function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
