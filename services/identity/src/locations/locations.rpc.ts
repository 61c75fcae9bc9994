import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { TeamRpc, type Acknowledged, type AdminRequest, type Created, type LocationList, type LocationRequest, type SaveLocationRequest } from '@gv/proto';
import { LocationsHandler } from './locations.handler.js';

@Controller()
export class LocationsRpc {
  constructor(private readonly locations: LocationsHandler) {}

  @RpcHandler(TeamRpc.listLocations)
  list(body: AdminRequest): Promise<LocationList> {
    return this.locations.list(body);
  }

  @RpcHandler(TeamRpc.createLocation)
  create(body: SaveLocationRequest): Promise<Created> {
    return this.locations.create(body);
  }

  @RpcHandler(TeamRpc.updateLocation)
  update(body: SaveLocationRequest & LocationRequest): Promise<Acknowledged> {
    return this.locations.update(body);
  }

  @RpcHandler(TeamRpc.archiveLocation)
  archive(body: LocationRequest): Promise<Acknowledged> {
    return this.locations.archive(body);
  }
}
