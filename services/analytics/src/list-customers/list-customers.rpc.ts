import { ValidationError, type Db } from '@gv/platform';
import { toMajorUnits, CUSTOMER_SORTS, REPORT_MESSAGES, type CustomerPage, type CustomersRequest, type CustomerSort } from '@gv/proto';
import { currencyOf, showsTestData } from '../db/business-time-zone-repository.js';
import { customersPage, shownEmail, type CustomerRow } from '../db/customer-repository.js';
import { businessOf } from '../domain/business-scope.js';

const PAGE = 20;

/** GET /api/v1/admin/customers: the business's people by email, 20 a page in the order asked for (keyset paging). */
export async function customers(db: Db, request: CustomersRequest): Promise<CustomerPage> {
  const businessSlug = businessOf(request);
  const sort = request.sort === undefined || request.sort === '' ? 'email' : CUSTOMER_SORTS.find((known) => known === request.sort);
  if (!sort) throw new ValidationError({ sort: REPORT_MESSAGES.sortUnknown });
  const [test, currency] = await Promise.all([showsTestData(db, businessSlug, request), currencyOf(db, businessSlug)]);
  const search = typeof request.search === 'string' ? request.search.trim().toLowerCase().slice(0, 200) : '';
  const after = request.cursor === undefined || request.cursor === '' ? null : parseCursor(request.cursor, sort);
  const rows = await customersPage(db, { businessSlug, test, sort, search, after, limit: PAGE + 1 });
  const page = rows.slice(0, PAGE);
  return { customers: page.map((row) => customerOf(row, currency)), nextCursor: rows.length > PAGE ? cursorAfter(page.at(-1)!, sort) : null, currency };
}

function customerOf(row: CustomerRow, currency: string) {
  return {
    name: row.name,
    email: shownEmail(row.email),
    phone: row.phone,
    cardsBought: Number(row.cardsBought),
    cardsReceived: Number(row.cardsReceived),
    totalSpent: toMajorUnits(Number(row.spentCents), currency),
    outstandingBalance: toMajorUnits(Number(row.balanceCents), currency),
    lastActivity: row.lastActivity,
  };
}

/** The next page starts after this row: its sort and its sort value and email, opaque to the client. */
function cursorAfter(row: CustomerRow, sort: CustomerSort): string {
  return Buffer.from(JSON.stringify([sort, row.sortValue, row.email])).toString('base64url');
}

/** A sort value as cursorAfter writes it: whole cents for amounts, a UTC instant for the last activity, else any text. */
const SORT_VALUE: Partial<Record<CustomerSort, RegExp>> = {
  spent: /^-?\d{1,18}$/,
  balance: /^-?\d{1,18}$/,
  lastActivity: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
};

function parseCursor(cursor: unknown, sort: CustomerSort): [string, string] {
  try {
    const [cursorSort, value, email] = JSON.parse(Buffer.from(String(cursor), 'base64url').toString()) as unknown[];
    const wellFormed = typeof value === 'string' && (SORT_VALUE[sort]?.test(value) ?? true) && (sort !== 'lastActivity' || Number.isFinite(Date.parse(value)));
    if (cursorSort === sort && wellFormed && typeof email === 'string') return [value, email];
  } catch {
    // told apart below
  }
  throw new ValidationError({ cursor: REPORT_MESSAGES.cursorInvalid });
}
