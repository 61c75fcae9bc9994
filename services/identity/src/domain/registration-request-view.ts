import type { registrationRequests } from '../db/schema.js';

/** A registration request as the super admin's list shows it. */
export function toRequestView(row: typeof registrationRequests.$inferSelect) {
  return {
    _id: row.id,
    source: row.source,
    name: row.name,
    email: row.email,
    restaurantName: row.restaurantName,
    phone: row.phone,
    businessType: row.businessType,
    website: row.website,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    restaurantAddress: row.address ?? { street: '', city: '', state: '', zipCode: '' },
    notes: row.reviewNotes || row.notes,
    applicantNotes: row.notes,
    reviewNotes: row.reviewNotes,
  };
}
