import { loadConfig, loadKeyRing, migrate, openDatabase, platformEnvSchema } from '@gv/platform';
import { identityService, resealSquareSecrets, resealTwoStepSecrets } from '@gv/service-identity';
import { loadCardCodeKeys, redemptionService, rekeyCardCodes } from '@gv/service-redemption';

/**
 * `npm run rotate-secrets`: after a new key was put first in SECRET_KEY (`SECRET_KEY=new,old`), stores what is kept
 * under a key (businesses' Square secrets, two-step sign-in secrets and recovery codes, gift card codes and their lookup hashes) under the new key, so the old
 * one can be dropped. Idempotent. In DATABASE_URL or the all-in-one DATA_DIR (stop `npm start` first: the embedded
 * database has one writer).
 */
const config = loadConfig(platformEnvSchema);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database.db, 'identity', identityService.migrations, config);
  await migrate(database.db, 'redemption', redemptionService.migrations, config);
  const businesses = await resealSquareSecrets(database.db, loadKeyRing(config, 'secrets-at-rest'));
  const twoStep = await resealTwoStepSecrets(database.db, loadKeyRing(config, 'secrets-at-rest'));
  const cards = await rekeyCardCodes(database.db, loadCardCodeKeys(config));
  process.stdout.write(
    `Stored under the first key of SECRET_KEY: Square credentials of ${businesses} business(es), two-step sign-in of ${twoStep} account(s), ${cards} gift card code(s).\n`,
  );
} finally {
  await database.close();
}
