import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, NotFoundError, ValidationError, type Db } from '@gv/platform';
import { ACCOUNT_MESSAGES, canonicalTimeZone, FIELD_MESSAGES, isUuid, MAX_LOCATIONS, TEAM_MESSAGES, type Acknowledged, type Created, type LocationList, type LocationRequest, type SaveLocationRequest } from '@gv/proto';
import { lockBusiness } from '../db/business-repository.js';
import { countOpenLocations, insertLocation, listLocations, updateLocation } from '../db/location-repository.js';
import { shortName } from '../team/staff-input.js';

const NOT_FOUND = ACCOUNT_MESSAGES.locationNotFound;
const BAD_TIME_ZONE = ACCOUNT_MESSAGES.timeZoneExample;

/**
 * A business's places (decision 0077). It starts with one, made from its address; an owner adds, renames and archives
 * them. An archived location keeps its history (its sales and redemptions stay counted where they happened), and a
 * business keeps at least one open location.
 */
@Injectable()
export class LocationsHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async list(request: { admin: LocationRequest['admin'] }): Promise<LocationList> {
    return { locations: await listLocations(this.db, request.admin.businessSlug) };
  }

  async create(request: SaveLocationRequest): Promise<Created> {
    const { businessSlug } = request.admin;
    const fields = this.fields(request);
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      const business = await lockBusiness(tx, businessSlug);
      if ((await countOpenLocations(tx, businessSlug)) >= MAX_LOCATIONS) throw new ValidationError({ name: TEAM_MESSAGES.tooManyLocations });
      await insertLocation(tx, { id, businessSlug, name: fields.name, address: fields.address, timeZone: fields.timeZone ?? business?.timeZone ?? 'UTC' });
    });
    return { id };
  }

  async update(request: SaveLocationRequest & LocationRequest): Promise<Acknowledged> {
    const { name, address, timeZone } = this.fields(request);
    if (!(await this.change(request, { name, address, ...(timeZone && { timeZone }) }))) throw new NotFoundError(NOT_FOUND, 'LOCATION.NOT_FOUND');
    return { success: true, message: TEAM_MESSAGES.updated };
  }

  async archive(request: LocationRequest): Promise<Acknowledged> {
    const { businessSlug } = request.admin;
    await this.db.transaction(async (tx) => {
      await lockBusiness(tx, businessSlug);
      if (!(await this.change(request, { archivedAt: new Date() }, tx))) throw new NotFoundError(NOT_FOUND, 'LOCATION.NOT_FOUND');
      if ((await countOpenLocations(tx, businessSlug)) === 0) throw new DomainError('LOCATION.LAST', TEAM_MESSAGES.lastLocation);
    });
    return { success: true, message: 'Location archived' };
  }

  private change(request: LocationRequest, change: Parameters<typeof updateLocation>[3], tx: Parameters<typeof updateLocation>[0] = this.db): Promise<boolean> {
    return isUuid(request.id) ? updateLocation(tx, request.admin.businessSlug, request.id.toLowerCase(), change) : Promise.resolve(false);
  }

  private fields(request: SaveLocationRequest) {
    const name = shortName(request.name);
    const address = typeof request.address === 'string' ? request.address.trim() : '';
    if (address.length > 300) throw new ValidationError({ address: FIELD_MESSAGES.tooLong });
    const timeZone = request.timeZone === undefined || request.timeZone === '' ? undefined : canonicalTimeZone(request.timeZone);
    if (timeZone === null) throw new ValidationError({ timeZone: BAD_TIME_ZONE });
    return { name, address, timeZone };
  }
}
