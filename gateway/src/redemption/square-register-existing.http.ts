import { HttpCode } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { RedemptionRpc, type AdminPrincipal, type SquareRegistrationProgress } from '@gv/proto';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';

const PATH = '/api/v1/admin/square/register-existing';
const PROGRESS = '{total, registered, status}: the business’s live active cards with value (and those already at Square), how many Square has, and running, stopped, idle or done';

/**
 * The owner's "Register existing cards" at the business's Square Point of Sale (decision 0092): a run that registers
 * every live active card with its balance now, followed by its progress, stopped and resumed.
 */
@ApiController('square point of sale', 'cookie')
export class SquareRegisterExistingHttp extends ServicesHttp {
  @Route(`POST ${PATH}`, 'owner')
  @HttpCode(200)
  @ApiOperation({ summary: `Start, or resume, registering the existing cards at Square; each card once whatever is asked again. 409 while "Cards work at my Square Point of Sale" is off. Answers ${PROGRESS}` })
  start(@CurrentAdmin() admin: AdminPrincipal): Promise<SquareRegistrationProgress> {
    return this.services.call(RedemptionRpc.registerExistingAtSquare, { admin });
  }

  @Route(`GET ${PATH}`, 'owner')
  @ApiOperation({ summary: `The progress of registering the existing cards at Square: ${PROGRESS}` })
  progress(@CurrentAdmin() admin: AdminPrincipal): Promise<SquareRegistrationProgress> {
    return this.services.call(RedemptionRpc.registrationAtSquare, { admin });
  }

  @Route(`DELETE ${PATH}`, 'owner')
  @ApiOperation({ summary: `Stop registering the existing cards at Square after the cards in hand; what is registered stays. Answers ${PROGRESS}` })
  stop(@CurrentAdmin() admin: AdminPrincipal): Promise<SquareRegistrationProgress> {
    return this.services.call(RedemptionRpc.stopRegisteringAtSquare, { admin });
  }
}
