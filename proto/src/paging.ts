/** Query parameters arrive as strings from anyone: bad values fall back instead of failing (catalog lists, orders views). */

export const MAX_PAGE = 10_000;
export const MAX_KEYWORD_LENGTH = 100;

export function parsePage(value: unknown): number {
  const page = Number(typeof value === 'string' ? value.trim() : value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, MAX_PAGE);
}

export function parseLimit(value: unknown, fallback: number, max: number): number {
  const limit = Number(typeof value === 'string' ? value.trim() : value);
  if (value === undefined || value === '' || !Number.isInteger(limit) || limit < 1) return fallback;
  return Math.min(limit, max);
}

export function parseKeyword(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').slice(0, MAX_KEYWORD_LENGTH) : '';
}

/** Escapes LIKE wildcards so a keyword matches literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
