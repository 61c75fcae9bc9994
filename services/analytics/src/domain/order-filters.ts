import { ValidationError } from '@gv/platform/errors';
import { BUYER_CARD_STATUSES, ORDER_TYPES, ORDERS_MESSAGES, type BuyerCardStatus, type OrderFiltersQuery, type OrderType } from '@gv/proto';
import { day } from './audit-filters.js';

/** The orders table's filters, checked; each left out (or empty) filters nothing. */
export interface OrderFilters {
  status?: BuyerCardStatus;
  type?: OrderType;
  /** First and last day of the sale, YYYY-MM-DD in the business's time zone, both included. */
  from?: string;
  to?: string;
}

const asked = (value: unknown) => value !== undefined && value !== '';
const oneOf = <T extends string>(names: readonly T[], value: unknown): T | undefined => names.find((name) => name === value);

/** The filters of a request; a value that names nothing they know (or a repeated one) is a 400 with its field's message. */
export function parseOrderFilters(query: OrderFiltersQuery = {}): OrderFilters {
  const filters: OrderFilters = {};
  const errors: Record<string, string> = {};
  const { status, type, from, to } = query;
  if (asked(status)) {
    filters.status = oneOf(BUYER_CARD_STATUSES, status);
    if (!filters.status) errors.status = ORDERS_MESSAGES.statusUnknown;
  }
  if (asked(type)) {
    filters.type = oneOf(ORDER_TYPES, type);
    if (!filters.type) errors.type = ORDERS_MESSAGES.typeUnknown;
  }
  for (const [field, value] of [['from', from], ['to', to]] as const) {
    if (!asked(value)) continue;
    const parsed = typeof value === 'string' ? day(value) : null;
    if (parsed) filters[field] = parsed;
    else errors[field] = ORDERS_MESSAGES.dayInvalid;
  }
  if (filters.from && filters.to && filters.from > filters.to) errors.from = ORDERS_MESSAGES.rangeInvalid;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return filters;
}
