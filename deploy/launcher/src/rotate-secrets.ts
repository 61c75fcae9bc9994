import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, loadKeyRing, migrate, openDatabase, platformEnvSchema } from '@gv/platform';
import { identityService, resealSquareSecrets, resealTwoStepSecrets } from '@gv/service-identity';
import { loadCardCodeKeys, redemptionService, rekeyCardCodes } from '@gv/service-redemption';
import { resealPassSerials, walletService } from '@gv/service-wallet';

/**
 * `npm run rotate-secrets`: after a new key was put first in SECRET_KEY (`SECRET_KEY=new,old`), stores what is kept
 * under a key (businesses' Square secrets, two-step sign-in secrets and recovery codes, gift card codes and their lookup hashes, the codes of wallet passes' registrations) under the new key, so the old
 * one can be dropped. Idempotent. In DATABASE_URL or the all-in-one DATA_DIR (stop `npm start` first: the embedded
 * database has one writer).
 */
const config = loadConfig(platformEnvSchema);
if (!config.SECRET_KEY) {
  const keyFile = join(config.DATA_DIR, 'secret.key');
  fail(
    `SECRET_KEY is not set: list the new key first and the current one after it, e.g. SECRET_KEY="$(openssl rand -base64 48),${existsSync(keyFile) ? `file:${keyFile}` : 'OLD-KEY'}" npm run rotate-secrets`,
  );
}
try {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database.db, 'identity', identityService.migrations, config);
    await migrate(database.db, 'redemption', redemptionService.migrations, config);
    await migrate(database.db, 'wallet', walletService.migrations, config);
    const businesses = await resealSquareSecrets(database.db, loadKeyRing(config, 'secrets-at-rest'));
    const twoStep = await resealTwoStepSecrets(database.db, loadKeyRing(config, 'secrets-at-rest'));
    const cards = await rekeyCardCodes(database.db, loadCardCodeKeys(config));
    const passes = await resealPassSerials(database.db, loadKeyRing(config, 'secrets-at-rest'));
    process.stdout.write(
      `Stored under the first key of SECRET_KEY: Square credentials of ${businesses} business(es), two-step sign-in of ${twoStep} account(s), ${cards} gift card code(s), ${passes} wallet pass registration(s).\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  // A key missing from SECRET_KEY, an unreadable key file, a database that cannot be opened: a sentence, not a stack trace.
  fail(`${(error as Error).message}. Nothing more was changed; rotate-secrets can run again.`);
}

function fail(sentence: string): never {
  process.stderr.write(`rotate-secrets: ${sentence}\n`);
  process.exit(1);
}
