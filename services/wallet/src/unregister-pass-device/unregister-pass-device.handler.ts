import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import type { Acknowledged, PassOnDevice } from '@gv/proto';
import { PassSecrets } from '../apple/pass-secrets.js';
import { unregisterDevice } from '../db/registration-repository.js';

/** DELETE {webServiceURL}/v1/devices/{device}/registrations/{passType}/{serial}: the pass left the device. */
@Injectable()
export class UnregisterPassDeviceHandler {
  constructor(@Inject(DB) private readonly db: Db, private readonly secrets: PassSecrets) {}

  async execute(request: PassOnDevice): Promise<Acknowledged> {
    this.secrets.verify(request);
    const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request;
    await unregisterDevice(this.db, { deviceLibraryIdentifier, passTypeIdentifier, serialHash: this.secrets.lookupHash(serialNumber) });
    return { success: true, message: 'The device no longer receives updates of this pass.' };
  }
}
