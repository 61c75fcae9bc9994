import { createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../test/api';
import type { DatabaseEnv } from '../../../test/databases';

/** A card's expiry a year ahead, whenever the tests run. */
export const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
/** The super admin of the platforms startAnalyticsPlatform starts. */
export const SUPER_ADMIN = { email: 'root@giftcardvault.test', password: 'root-secret-1' };

export type Admin = Awaited<ReturnType<typeof createSignedInAdmin>>;

/** An all-in-one platform on `database`, behind a local proxy, its payments through the Square emulator, with SUPER_ADMIN. */
export function startAnalyticsPlatform(database: DatabaseEnv): Promise<TestPlatform> {
  return startTestPlatform({
    ...database.env,
    TRUSTED_PROXIES: '127.0.0.1',
    SQUARE_API_URL: 'emulator',
    SUPERADMIN_EMAIL: SUPER_ADMIN.email,
    SUPERADMIN_PASSWORD: SUPER_ADMIN.password,
  });
}
