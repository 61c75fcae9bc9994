import { randomBytes, randomUUID } from 'node:crypto';
import { openSecret, sealSecret, sha256 } from '@gv/platform';
import { databaseEnvs } from '../../../../test/databases';
import { serviceAlone } from '../../../../test/service-alone';
import { SERIAL_SEAL_CONTEXT } from '../apple/pass-secrets';
import { registerDevice, sealedSerials } from '../db/registration-repository';
import { walletService } from '../index';
import { resealPassSerials } from './reseal-pass-serials';

describe.each(databaseEnvs)('wallet registrations across a key rotation (wallet alone on %s)', (_engine, openDatabase) => {
  const wallet = serviceAlone(walletService, openDatabase, 'gv-wallet-rotation-');

  it('seals every registered code under the new key, once; a code no key opens stops the rotation', async () => {
    const [oldKey, newKey, lostKey] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const code = '3MXSG9ZBFDDM284NG6AGYD96VD';
    const registration = (device: string, key: Buffer) => ({
      deviceLibraryIdentifier: device,
      passTypeIdentifier: 'pass.test.giftcardvault',
      serialHash: sha256(code),
      serialSealed: sealSecret(key, code, SERIAL_SEAL_CONTEXT),
      cardId: randomUUID(),
      pushToken: 'a1b2c3d4e5f60718',
    });
    await registerDevice(wallet.db(), registration('device-one', oldKey));
    await registerDevice(wallet.db(), registration('device-two', newKey));

    expect(await resealPassSerials(wallet.db(), [newKey, oldKey])).toBe(1);
    expect(await resealPassSerials(wallet.db(), [newKey, oldKey])).toBe(0);
    for (const row of await sealedSerials(wallet.db())) expect(openSecret(newKey, row.serialSealed, SERIAL_SEAL_CONTEXT)).toBe(code);

    await registerDevice(wallet.db(), registration('device-three', lostKey));
    await expect(resealPassSerials(wallet.db(), [newKey, oldKey])).rejects.toThrow('A pass registered by the Apple Wallet device device-three opens under no key of SECRET_KEY');
  });
});
