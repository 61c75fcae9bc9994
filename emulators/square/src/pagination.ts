import { invalidRequest } from './wire.js';

/**
 * One page of a list answer, as Square pages: `limit` (clamped to 1..max, `defaultLimit` when absent) items from
 * the opaque `cursor`, and the cursor of the next page when there is one.
 */
export function pageOf<T>(
  items: readonly T[],
  query: URLSearchParams,
  { defaultLimit, maxLimit }: { defaultLimit: number; maxLimit: number },
): { page: T[]; cursor?: string } {
  const cursor = query.get('cursor');
  const offset = cursor ? Number(Buffer.from(cursor, 'base64url').toString()) : 0;
  if (!Number.isSafeInteger(offset) || offset < 0) throw invalidRequest('INVALID_CURSOR', 'The pagination cursor is not valid.', 'cursor');
  const limit = Math.min(Math.max(Number(query.get('limit') ?? defaultLimit) || defaultLimit, 1), maxLimit);
  const page = items.slice(offset, offset + limit);
  return offset + limit < items.length ? { page, cursor: Buffer.from(String(offset + limit)).toString('base64url') } : { page };
}
