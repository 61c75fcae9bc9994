import { randomUUID } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import { DB, NotFoundError, OUTBOX, RpcHandler, ValidationError, newEvent, newToken, sha256, type Db, type Outbox } from '@gv/platform';
import { FIELD_MESSAGES as messages, isEmail, normalizeEmail, parseUsPhone, phoneText, requireText, Rpc, slugify, text, type Acknowledged, type BusinessAdminCreated, type CreateBusinessAdminRequest, type FieldErrors, type RegistrationRequestList, type RegistrationStatus, type RegistrationStatusUpdated, type SignInRequest, type SuperAdminPrincipal, type SuperAdminSessionOpened, type SuperAdminTokenRequest, type UpdateRegistrationStatusRequest } from '@gv/proto';
import { registrationRequests, superAdmins, superAdminTokens } from '../db/schema.js';
import { MIN_PASSWORD_LENGTH } from '../domain/passwords.js';
import { PASSWORD_TOO_SHORT } from '../registration/self-registration.rpc.js';
import { ProvisionBusiness } from '../provisioning/provision-business.js';
import { PasswordSignIn } from '../sessions/password-sign-in.js';
import { SessionClock } from '../sessions/session-clock.js';

export const SUPER_TOKEN_TTL_HOURS = 12;
export const ADMIN_CREATED = 'Business admin created';
const STATUSES: RegistrationStatus[] = ['pending', 'approved', 'rejected'];

@Controller()
export class SuperAdminRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly provision: ProvisionBusiness,
    private readonly passwords: PasswordSignIn,
    private readonly clock: SessionClock,
  ) {}

  @RpcHandler(Rpc.identity.superAdminSignIn)
  async signIn(body: SignInRequest): Promise<SuperAdminSessionOpened> {
    const { account: superAdmin, deviceToken } = await this.passwords.verify('super-admin', body, async (email) => {
      const [found] = await this.db.select().from(superAdmins).where(eq(superAdmins.email, email));
      return found;
    });
    const token = newToken();
    const at = this.clock.now();
    await this.db.insert(superAdminTokens).values({
      tokenHash: sha256(token),
      superAdminId: superAdmin.id,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + SUPER_TOKEN_TTL_HOURS * 3600_000),
    });
    return { success: true, token, role: 'SuperAdmin', message: 'Signed in', deviceToken };
  }

  /** A token unused for the idle timeout has ended; a used one has its last use written at most once a minute. */
  @RpcHandler(Rpc.identity.resolveSuperAdminToken)
  async resolve(body: SuperAdminTokenRequest): Promise<SuperAdminPrincipal | null> {
    if (typeof body.token !== 'string' || body.token.length > 100) return null;
    const { at, idleSince, touchBefore } = this.clock.cutoffs();
    const tokenHash = sha256(body.token);
    const [row] = await this.db
      .select({ superAdminId: superAdmins.id, email: superAdmins.email, lastSeenAt: superAdminTokens.lastSeenAt })
      .from(superAdminTokens)
      .innerJoin(superAdmins, eq(superAdmins.id, superAdminTokens.superAdminId))
      .where(and(eq(superAdminTokens.tokenHash, tokenHash), gt(superAdminTokens.expiresAt, at), gt(superAdminTokens.lastSeenAt, idleSince)));
    if (!row) return null;
    if (row.lastSeenAt < touchBefore) await this.db.update(superAdminTokens).set({ lastSeenAt: at }).where(eq(superAdminTokens.tokenHash, tokenHash));
    return { role: 'SuperAdmin', superAdminId: row.superAdminId, email: row.email };
  }

  /** Logout: the session ends at once on the server; expired sessions are cleared out at the same time. */
  @RpcHandler(Rpc.identity.superAdminSignOut)
  async signOut(body: SuperAdminTokenRequest): Promise<Acknowledged> {
    if (typeof body.token === 'string') {
      await this.db.delete(superAdminTokens).where(or(eq(superAdminTokens.tokenHash, sha256(body.token)), lt(superAdminTokens.expiresAt, new Date())));
    }
    return { success: true, message: 'Signed out' };
  }

  @RpcHandler(Rpc.identity.listRegistrationRequests)
  async list(): Promise<RegistrationRequestList> {
    const rows = await this.db.select().from(registrationRequests).orderBy(desc(registrationRequests.createdAt)).limit(1000);
    return { success: true, requests: rows.map(toRequestView) };
  }

  @RpcHandler(Rpc.identity.updateRegistrationStatus)
  async updateStatus(body: UpdateRegistrationStatusRequest): Promise<RegistrationStatusUpdated> {
    const status = body.status as RegistrationStatus;
    if (!STATUSES.includes(status)) throw new ValidationError({ status: 'Please choose pending, approved or rejected' });
    const notes = text(body.notes);
    if (notes.length > 2000) throw new ValidationError({ notes: messages.tooLong });
    const id = String(body.id ?? '');
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError('Registration request not found');
    const updated = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(registrationRequests).where(eq(registrationRequests.id, id)).for('update');
      if (!before) throw new NotFoundError('Registration request not found');
      const [after] = await tx
        .update(registrationRequests)
        .set({ status, reviewNotes: notes, updatedAt: new Date().toISOString() })
        .where(eq(registrationRequests.id, id))
        .returning();
      if (before.status !== status) {
        await this.outbox.add(tx, [
          newEvent('registration.status-changed', {
            v: 1,
            requestId: id,
            email: after.email,
            name: after.name,
            restaurantName: after.restaurantName,
            from: before.status,
            to: status,
            notes,
          }),
        ]);
      }
      return after;
    });
    this.outbox.flushSoon();
    return { success: true, message: 'Registration request updated', request: toRequestView(updated) };
  }

  @RpcHandler(Rpc.identity.createBusinessAdmin)
  async createAdmin(body: CreateBusinessAdminRequest): Promise<BusinessAdminCreated> {
    const errors: FieldErrors = {};
    const name = requireText(errors, 'name', body.name);
    const restaurantName = requireText(errors, 'restaurantName', body.restaurantName);
    const email = normalizeEmail(body.email);
    if (!isEmail(email)) errors.email = messages.email;
    const rawPhone = phoneText(body.phone);
    const phone = rawPhone ? parseUsPhone(rawPhone) : '';
    if (phone === null) errors.phone = messages.usPhone;
    const preferredSlug = text(body.businessSlug);
    if (preferredSlug && slugify(preferredSlug) !== preferredSlug.toLowerCase()) {
      errors.businessSlug = 'Use lowercase letters, digits and single hyphens';
    }
    const password = typeof body.password === 'string' && body.password !== '' ? body.password : undefined;
    if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT;
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const address = { street: '', city: '', state: '', zipCode: '' };
    const result = await this.db.transaction(async (tx) => {
      const provisioned = await this.provision.execute(tx, { name, email, phone: phone ?? '', restaurantName, address, password, preferredSlug });
      const requestId = randomUUID();
      await tx.insert(registrationRequests).values({
        id: requestId,
        source: 'super-admin',
        name,
        email,
        restaurantName,
        phone: phone ?? '',
        status: 'approved',
        reviewNotes: `Created by ${body.superAdmin.email}`,
        address,
      });
      await this.outbox.add(tx, [
        newEvent('registration.requested', {
          v: 1,
          requestId,
          source: 'super-admin',
          name,
          email,
          restaurantName,
          businessType: '',
          status: 'approved',
          createdAt: new Date().toISOString(),
        }),
      ]);
      return provisioned;
    });
    this.outbox.flushSoon();
    return { success: true, message: ADMIN_CREATED, admin: { _id: result.adminId, name, email, restaurantName, businessSlug: result.businessSlug } };
  }
}

function toRequestView(row: typeof registrationRequests.$inferSelect) {
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
