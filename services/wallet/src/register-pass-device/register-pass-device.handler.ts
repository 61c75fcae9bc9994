import { Inject, Injectable } from '@nestjs/common';
import { DB, ValidationError, type Db } from '@gv/platform';
import type { DeviceRegistered, DeviceRegistration } from '@gv/proto';
import { PassSecrets } from '../apple/pass-secrets.js';
import { CardFacts } from '../card-facts/card-facts.js';
import { registerDevice } from '../db/registration-repository.js';
import { CARD_SERVICE_MESSAGES } from '@gv/proto';

/** What Wallet sends: a device library id and an APNs push token (hexadecimal). */
const DEVICE = /^[\w.-]{1,128}$/;
const PUSH_TOKEN = /^[0-9a-fA-F]{16,200}$/;

/** POST {webServiceURL}/v1/devices/{device}/registrations/{passType}/{serial}: the device wants pushes when the pass changes. */
@Injectable()
export class RegisterPassDeviceHandler {
  constructor(@Inject(DB) private readonly db: Db, private readonly secrets: PassSecrets, private readonly cards: CardFacts) {}

  async execute(request: DeviceRegistration): Promise<DeviceRegistered> {
    this.secrets.verify(request);
    const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber, pushToken } = request;
    if (!DEVICE.test(deviceLibraryIdentifier ?? '')) throw new ValidationError({ deviceLibraryIdentifier: CARD_SERVICE_MESSAGES.deviceLibraryInvalid });
    if (typeof pushToken !== 'string' || !PUSH_TOKEN.test(pushToken)) throw new ValidationError({ pushToken: CARD_SERVICE_MESSAGES.pushTokenRequired });
    const card = await this.cards.card(serialNumber, request.ip);
    const created = await registerDevice(this.db, {
      deviceLibraryIdentifier,
      passTypeIdentifier,
      serialHash: this.secrets.lookupHash(serialNumber),
      serialSealed: this.secrets.seal(serialNumber),
      cardId: card.cardId,
      pushToken,
    });
    return { created };
  }
}
