import { ValidationError } from '@gv/platform';
import { MONTH_END_MESSAGES, unclaimedPropertyLaw, type UnclaimedPropertyHolder } from '@gv/proto';

const FIELDS = ['name', 'taxId', 'street', 'city', 'state', 'zip', 'contactName', 'contactPhone', 'contactEmail'] as const;

/**
 * The holder as the owner typed it: every field (a nine-digit tax id, a US state, a ZIP code), or all of them empty
 * (null: none). Left out: undefined, the one saved stays.
 */
export function parseHolder(value: unknown): UnclaimedPropertyHolder | null | undefined {
  if (value === undefined) return undefined;
  const given = (value ?? {}) as Record<string, unknown>;
  const entries = FIELDS.map((key) => [key, typeof given[key] === 'string' ? (given[key] as string).trim() : ''] as const);
  if (entries.every(([, text]) => text === '')) return null;
  const holder = Object.fromEntries(entries) as unknown as UnclaimedPropertyHolder;
  holder.taxId = holder.taxId.replace(/-/g, '');
  holder.state = holder.state.toUpperCase();
  const valid =
    entries.every(([, text]) => text.length > 0 && text.length <= 100) &&
    /^\d{9}$/.test(holder.taxId) &&
    unclaimedPropertyLaw(holder.state) !== undefined &&
    /^\d{5}(-?\d{4})?$/.test(holder.zip);
  if (!valid) throw new ValidationError({ holder: MONTH_END_MESSAGES.holderInvalid });
  return holder;
}
