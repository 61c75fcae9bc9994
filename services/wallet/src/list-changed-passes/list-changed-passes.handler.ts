import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import type { ChangedPasses, ChangedPassesRequest } from '@gv/proto';
import { PassSecrets } from '../apple/pass-secrets.js';
import { registeredPasses } from '../db/registration-repository.js';
import { changedSince } from '../domain/pass-updates.js';

/**
 * GET {webServiceURL}/v1/devices/{device}/registrations/{passType}?passesUpdatedSince={tag}: the serial numbers of the
 * device's passes that changed since its last listing. Apple sends no token here: the device's id is what it knows.
 */
@Injectable()
export class ListChangedPassesHandler {
  constructor(@Inject(DB) private readonly db: Db, private readonly secrets: PassSecrets) {}

  async execute(request: ChangedPassesRequest): Promise<ChangedPasses> {
    const passes = await registeredPasses(this.db, request);
    const listing = changedSince(passes, request.passesUpdatedSince);
    if (!listing) return null;
    const serialNumbers = listing.changed.map((pass) => this.secrets.open(pass.serialSealed)).filter((serial) => serial !== undefined);
    return serialNumbers.length > 0 ? { serialNumbers, lastUpdated: listing.lastUpdated } : null;
  }
}
