import { newEvent } from '@gv/platform/rules';
import type { registrationRequests } from '../db/schema.js';

/** registration.requested: a request as stored, whichever way it came (the landing form, self-registration, the super admin). */
export function registrationRequested(request: typeof registrationRequests.$inferSelect) {
  const { id: requestId, source, name, email, restaurantName, businessType, status, createdAt } = request;
  return newEvent('registration.requested', {
    v: 1,
    requestId,
    source,
    name,
    email,
    restaurantName,
    businessType,
    status,
    createdAt: new Date(createdAt).toISOString(),
  });
}
