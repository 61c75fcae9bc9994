import { Body, HttpCode, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, type PlatformConfig } from '@gv/platform';
import {
  TeamRpc,
  type Acknowledged,
  type AcceptInvitationForm,
  type AdminPrincipal,
  type AdminSignedIn,
  type Created,
  type InviteStaffForm,
  type LocationForm,
  type LocationList,
  type StaffList,
  type Unchecked,
  type UpdateStaffForm,
} from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { SessionCache } from '../auth/session-cache.js';
import { sessionIdOf } from '../auth/session-cookies.js';
import { ApiController } from '../http/api-controller.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';
import { BusinessLocations } from './business-locations.js';
import { signedIn } from './signed-in.js';

/** The business's team and places (decision 0077): owners invite, change and remove staff, and keep the locations. */
@ApiController('team')
export class TeamHttp {
  constructor(
    private readonly services: Services,
    private readonly sessions: SessionCache,
    private readonly businessLocations: BusinessLocations,
    @Inject(CONFIG) private readonly config: PlatformConfig,
  ) {}

  @Route('GET /api/v1/admin/staff', 'owner')
  @ApiOperation({ summary: 'The team: every person invited, active or removed, with their role, locations (empty: every location) and last sign-in' })
  staff(@CurrentAdmin() admin: AdminPrincipal): Promise<StaffList> {
    return this.services.call(TeamRpc.listStaff, { admin });
  }

  @Route('POST /api/v1/admin/staff/invitations', 'owner')
  @ApiOperation({ summary: 'Invite a person with a role: emails a single-use link to /accept-invitation, valid 7 days; an address with an account anywhere is invited the same way' })
  invite(@CurrentAdmin() admin: AdminPrincipal, @Body() body: Unchecked<InviteStaffForm> | undefined): Promise<Created> {
    return this.services.call(TeamRpc.invite, { admin, name: body?.name, email: body?.email, role: body?.role, locationIds: body?.locationIds });
  }

  @Route('PUT /api/v1/admin/staff/{id}', 'owner')
  @ApiOperation({ summary: 'Change a member’s role or locations; lowering a role ends their sessions for this business at once. A business keeps one owner (409)' })
  updateStaff(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() body: Unchecked<UpdateStaffForm> | undefined): Promise<Acknowledged> {
    return this.staffChanged(this.services.call(TeamRpc.updateStaff, { admin, id, role: body?.role, locationIds: body?.locationIds }));
  }

  @Route('DELETE /api/v1/admin/staff/{id}', 'owner')
  @ApiOperation({ summary: 'Remove a member: their sessions for this business end at once; their history stays. The last owner cannot be removed (409)' })
  removeStaff(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string): Promise<Acknowledged> {
    return this.staffChanged(this.services.call(TeamRpc.removeStaff, { admin, id }));
  }

  @Route('POST /api/v1/admin/accept-invitation', 'public')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Accept an emailed invitation: a new person sends {token, name, password}; a person with an account sends {token} while signed in, or {token, password} (checked as a sign-in; not with two-step sign-in on). Signs in to the business like a sign-in; a used or expired link answers 400',
  })
  async accept(@Body() body: Unchecked<AcceptInvitationForm> | undefined, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminSignedIn> {
    const opened = await this.services.call(TeamRpc.acceptInvitation, { token: body?.token, name: body?.name, password: body?.password, sessionId: sessionIdOf(request, this.config), ip: request.ip });
    return signedIn(opened, reply, this.config);
  }

  @Route('GET /api/v1/admin/locations', 'clerk')
  @ApiOperation({ summary: 'The business’s locations in the order they were added, archived ones included' })
  locations(@CurrentAdmin() admin: AdminPrincipal): Promise<LocationList> {
    return this.services.call(TeamRpc.listLocations, { admin });
  }

  @Route('POST /api/v1/admin/locations', 'owner')
  @ApiOperation({ summary: 'Add a location (name, address, optional IANA time zone; default: the business’s); at most 100' })
  addLocation(@CurrentAdmin() admin: AdminPrincipal, @Body() body: Unchecked<LocationForm> | undefined): Promise<Created> {
    return this.locationsChanged(admin, this.services.call(TeamRpc.createLocation, { admin, name: body?.name, address: body?.address, timeZone: body?.timeZone }));
  }

  @Route('PUT /api/v1/admin/locations/{id}', 'owner')
  @ApiOperation({ summary: 'Rename a location or change its address or time zone' })
  updateLocation(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() body: Unchecked<LocationForm> | undefined): Promise<Acknowledged> {
    return this.locationsChanged(admin, this.services.call(TeamRpc.updateLocation, { admin, id, name: body?.name, address: body?.address, timeZone: body?.timeZone }));
  }

  @Route('DELETE /api/v1/admin/locations/{id}', 'owner')
  @ApiOperation({ summary: 'Archive a location: its history stays; a business keeps one open location (409)' })
  archiveLocation(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string): Promise<Acknowledged> {
    return this.locationsChanged(admin, this.services.call(TeamRpc.archiveLocation, { admin, id }));
  }

  /** A change of a member's role, locations or place in the team: this gateway's remembered sessions carry them, and are forgotten. */
  private async staffChanged<T>(written: Promise<T>): Promise<T> {
    const answer = await written;
    this.sessions.forgetAll();
    return answer;
  }

  /** A write to the business's locations: this gateway's counter and card forms see it at once. */
  private async locationsChanged<T>(admin: AdminPrincipal, written: Promise<T>): Promise<T> {
    const answer = await written;
    this.businessLocations.forget(admin.businessSlug);
    return answer;
  }
}
