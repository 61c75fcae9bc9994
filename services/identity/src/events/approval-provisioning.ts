import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { EventHandlers, EventSubscriber } from '@gv/platform';
import { admins, registrationRequests } from '../db/schema.js';
import { ProvisionBusinessHandler } from '../provision-business/provision-business.handler.js';

/** An approved request becomes a business and an invited admin, unless that email already has an account. */
@Injectable()
export class ApprovalProvisioning implements EventSubscriber {
  constructor(private readonly provision: ProvisionBusinessHandler) {}

  handlers(): EventHandlers {
    return {
      'registration.status-changed': async (event, tx) => {
        if (event.payload.to !== 'approved') return;
        const [request] = await tx.select().from(registrationRequests).where(eq(registrationRequests.id, event.payload.requestId));
        if (!request) return;
        const existing = await tx.select({ id: admins.id }).from(admins).where(eq(admins.email, request.email));
        if (existing.length > 0) return;
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
