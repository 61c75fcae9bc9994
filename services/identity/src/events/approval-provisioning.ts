import { Injectable } from '@nestjs/common';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { accountIdOf } from '../db/account-repository.js';
import { findRegistrationRequest } from '../db/registration-request-repository.js';
import { ProvisionBusinessHandler } from '../provision-business/provision-business.handler.js';

/** An approved request becomes a business and an invited admin, unless that email already has an account. */
@Injectable()
export class ApprovalProvisioning implements EventSubscriber {
  constructor(private readonly provision: ProvisionBusinessHandler) {}

  handlers(): EventHandlers {
    return {
      'registration.status-changed': async (event, tx) => {
        if (event.payload.to !== 'approved') return;
        const request = await findRegistrationRequest(tx, event.payload.requestId);
        if (!request || (await accountIdOf(tx, 'admin', request.email))) return;
        await this.provision.execute(tx, {
          name: request.name,
          email: request.email,
          phone: request.phone,
          restaurantName: request.restaurantName,
          address: request.address ?? { street: '', city: '', state: '', zipCode: '' },
          approvedBy: event.payload.superAdminId,
        });
      },
    };
  }
}
