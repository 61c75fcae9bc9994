import type { Db } from '@gv/platform';
import {
  BUSINESS_DIRECTORY_PAGE_SIZE,
  toMajorUnits,
  type BusinessDetailFigures,
  type BusinessDirectoryPage,
  type BusinessDirectoryRequest,
  type BusinessFigures,
  type BusinessFiguresRequest,
  type BusinessStatus,
} from '@gv/proto';
import { businessDirectoryPage, businessFigures, type BusinessFiguresRow } from '../db/business-repository.js';

/** A cursor or search longer than any slug or name finds nothing more. */
const MAX_QUERY = 200;

const queryText = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase().slice(0, MAX_QUERY) : '');

/** A business's figures in major units of its own currency, which they name: businesses in different currencies are not summed. */
const figuresOf = (row: BusinessFiguresRow): BusinessFigures => ({
  cardsSold: Number(row.cardsSold),
  grossSales: toMajorUnits(Number(row.grossCents), row.currency),
  faceValueSold: toMajorUnits(Number(row.faceValueCents), row.currency),
  outstanding: toMajorUnits(Number(row.outstandingCents), row.currency),
  lastActivity: row.lastActivity,
  currency: row.currency,
});

/**
 * The super admin's directory of businesses, from the projections (test activity never counts). GET
 * /api/superadmin/businesses: 20 a page in slug order (keyset: the last slug), searched by a part of the name or slug.
 */
export async function businessDirectory(db: Db, request: BusinessDirectoryRequest): Promise<BusinessDirectoryPage> {
  const rows = await businessDirectoryPage(db, queryText(request.cursor), queryText(request.search), BUSINESS_DIRECTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, BUSINESS_DIRECTORY_PAGE_SIZE);
  return {
    businesses: page.map((row) => ({
      businessSlug: row.businessSlug,
      restaurantName: row.name,
      status: row.status as BusinessStatus,
      ...figuresOf(row),
    })),
    nextCursor: rows.length > BUSINESS_DIRECTORY_PAGE_SIZE ? page.at(-1)!.businessSlug : null,
  };
}

/** A business's detail figures: the directory's and its refunded total. */
export async function businessDetailFigures(db: Db, request: BusinessFiguresRequest): Promise<BusinessDetailFigures> {
  const row = await businessFigures(db, String(request.businessSlug));
  return { ...figuresOf(row), refunded: toMajorUnits(Number(row.refundedCents), row.currency) };
}
