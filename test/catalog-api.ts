import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SQL } from 'drizzle-orm';
import { newEvent } from '@gv/platform';
import { ApiClient, createSignedInAdmin, startTestPlatform, type ApiResponse, type TestPlatform } from './api';

export type Fields = Record<string, string>;

export const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

/** A gift card form that passes every check; a test overrides the field it is about. */
export const validFields: Fields = {
  giftCardName: 'Sunday Brunch for Two',
  giftCardTag: 'Weekend Brunch',
  description: 'Pancakes, eggs and bottomless coffee',
  amount: '50',
  discount: '15',
  expirationDate: NEXT_YEAR,
};

export interface SignedInAdmin {
  api: ApiClient;
  businessSlug: string;
}

/**
 * Tells the catalog the business switched to live, as identity does once Square confirmed its credentials (a platform
 * without the Square emulator cannot go live through the API): its cards join the storefront of all businesses.
 */
export async function announceLive(platform: TestPlatform, businessSlug: string, name: string): Promise<void> {
  const catalog = platform.app.services.catalog;
  const address = { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };
  const profile = newEvent('business.updated', { v: 4, businessSlug, name, logoUrl: null, address, timeZone: 'UTC', live: true });
  if (!(await catalog.consumer.handle('catalog', catalog.handlers, profile))) throw new Error(`the catalog ignored ${businessSlug} going live`);
}

/** The admins of two businesses: Harbor Grill (`a`, the one a spec works in) and Mountain Spa (`b`, another business). */
export async function harborAndSpa(platform: TestPlatform): Promise<{ a: SignedInAdmin; b: SignedInAdmin }> {
  return { a: await createSignedInAdmin(platform, 'Harbor Grill'), b: await createSignedInAdmin(platform, 'Mountain Spa') };
}

export async function png(width = 400, height = 300, color = '#336699'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

export function form(fields: Fields, image?: { data: Buffer | string; type?: string; name?: string; field?: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (image) {
    const data = typeof image.data === 'string' ? image.data : new Uint8Array(image.data);
    body.append(image.field ?? 'giftCardImg', new Blob([data], { type: image.type ?? 'image/png' }), image.name ?? 'card.png');
  }
  return body;
}

/**
 * An all-in-one platform for one of the catalog's API specs, started before its tests and stopped after them, with the
 * calls they make on it: a visitor (no session), the catalog's rows, and gift cards created through the admin API.
 */
export function catalogPlatform() {
  let platform: TestPlatform | undefined;
  let visitor: ApiClient | undefined;
  let smallPng: Buffer | undefined;

  beforeAll(async () => {
    platform = await startTestPlatform();
    visitor = new ApiClient(platform.url);
    smallPng = await png();
  }, 120_000);
  afterAll(() => platform?.stop());

  const db = () => platform!.app.runtime.database.db;

  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
  }

  /** Posts the create form: `validFields` with `fields` over them, and a small PNG unless `image` says otherwise (null: none). */
  async function create(api: ApiClient, fields: Fields = {}, image: Buffer | null = smallPng!): Promise<ApiResponse> {
    return api.post('/api/v1/admin/create-giftcard', form({ ...validFields, ...fields }, image ? { data: image } : undefined));
  }

  async function createOk(api: ApiClient, fields: Fields = {}): Promise<Record<string, any>> {
    const res = await create(api, fields);
    expect(res.status).toBe(201);
    return res.body.giftCard;
  }

  /** Uploads staged on their way to the image store: none is left behind, whether the request was accepted or refused. */
  function stagedUploads(): string[] {
    const dir = join(platform!.dataDir, 'blobs', 'uploads');
    return existsSync(dir) ? readdirSync(dir) : [];
  }

  return {
    platform: () => platform!,
    visitor: () => visitor!,
    smallPng: () => smallPng!,
    db,
    rows,
    create,
    createOk,
    stagedUploads,
  };
}
