import { randomUUID } from 'node:crypto';
import { newEvent, newToken, sealSecret, sha256, ValidationError, type Store } from '@gv/platform';
import { FIELD_MESSAGES, INVITATION_DAYS, isEmail, MAX_STAFF, normalizeEmail, TEAM_MESSAGES, type Created, type InviteStaffRequest } from '@gv/proto';
import { findAdmin, findOrCreatePerson } from '../db/admin-repository.js';
import { countStaff, upsertInvitation } from '../db/staff-repository.js';
import type { IdentityKeys } from '../identity-keys.js';
import { shortName, staffLocations, staffRole } from './staff-input.js';

/**
 * An owner invites a person to the team with a role: an emailed single-use link, valid INVITATION_DAYS days. An
 * address that has an account (in this business or another) is invited the same way; one that is active here already
 * is refused. Inviting a removed or invited member again renews the link.
 */
export async function inviteStaff(store: Store, keys: IdentityKeys, request: InviteStaffRequest): Promise<Created> {
  const { businessSlug } = request.admin;
  const name = shortName(request.name);
  const email = normalizeEmail(request.email);
  if (!isEmail(email)) throw new ValidationError({ email: FIELD_MESSAGES.email });
  const role = staffRole(request.role);
  // Only a clerk is kept to locations (decision 0077).
  const locationIds = role === 'clerk' ? await staffLocations(store.db, businessSlug, request.locationIds) : [];
  if ((await countStaff(store.db, businessSlug)) >= MAX_STAFF) throw new ValidationError({ email: TEAM_MESSAGES.tooManyStaff });
  const token = newToken();
  const inviter = await findAdmin(store.db, request.admin.adminId);
  const id = await store.transaction(async (tx, record) => {
    const person = await findOrCreatePerson(tx, { id: randomUUID(), email, name, businessSlug });
    const staffId = await upsertInvitation(tx, {
      id: randomUUID(),
      businessSlug,
      adminId: person.id,
      role,
      status: 'invited',
      locationIds,
      inviteTokenHash: sha256(token),
      inviteExpiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    if (!staffId) throw new ValidationError({ email: TEAM_MESSAGES.alreadyOnTeam });
    await record(
      newEvent('staff.invited', {
        v: 1,
        businessSlug,
        staffId,
        email,
        name,
        role,
        invitedBy: inviter?.name ?? request.admin.email,
        sealedToken: sealSecret(keys.mail[0], token, email),
        expiresInDays: INVITATION_DAYS,
      }),
    );
    return staffId;
  });
  return { id };
}
