import type { SQL } from 'drizzle-orm';
import { selectRows } from '@gv/platform';
import type { GiftCardView } from '@gv/proto';
import { createGiftCard, createSignedInAdmin, startTestPlatform, type ApiClient, type TestPlatform } from './api';
import { stopThenDrop, type DatabaseEnv } from './databases';

export const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;

export type Admin = Awaited<ReturnType<typeof createSignedInAdmin>>;

/**
 * Two businesses on an all-in-one platform, for the tests of the describe block it is called in: before them, a
 * platform on the database `openDatabase` gives, with the variables `env()` answers as it starts (a test may set some
 * in an earlier beforeAll), where Harbor Grill (`a`) sells `cardA` and Mountain Spa (`b`) sells `cardB`, cards of
 * `fieldsA` and `fieldsB` expiring next year; after them, all removed.
 */
export function twoBusinessesPlatform(
  openDatabase: () => Promise<DatabaseEnv>,
  fieldsA: Record<string, string>,
  fieldsB: Record<string, string>,
  env: () => Record<string, string> = () => ({}),
) {
  let database: DatabaseEnv | undefined;
  let platform: TestPlatform | undefined;
  let a: Admin;
  let b: Admin;
  let cardA: GiftCardView;
  let cardB: GiftCardView;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({ ...database.env, ...env() });
    [a, b] = await Promise.all([createSignedInAdmin(platform, 'Harbor Grill'), createSignedInAdmin(platform, 'Mountain Spa')]);
    [cardA, cardB] = await Promise.all([createCard(a.api, fieldsA), createCard(b.api, fieldsB)]);
  }, 120_000);

  afterAll(() => stopThenDrop(platform, database));

  /** A card of the business `api` signs in to, expiring next year. */
  async function createCard(api: ApiClient, fields: Record<string, string>): Promise<GiftCardView> {
    const res = await createGiftCard(api, { expirationDate: NEXT_YEAR, ...fields });
    expect(res.status).toBe(201);
    return res.body.giftCard;
  }

  const rows = <T = Record<string, any>>(query: SQL): Promise<T[]> => selectRows<T>(platform!.app.runtime.database.db, query);

  return {
    get platform(): TestPlatform {
      return platform!;
    },
    get a() {
      return a;
    },
    get b() {
      return b;
    },
    get cardA() {
      return cardA;
    },
    get cardB() {
      return cardB;
    },
    createCard,
    rows,
  };
}

/** `more` with the getters and calls of `world` too: what a helper built on a world adds to it. */
export const extendWorld = <W extends object, M extends object>(world: W, more: M): W & M =>
  Object.defineProperties(more, Object.getOwnPropertyDescriptors(world)) as W & M;
