import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DB, OUTBOX, newEvent, now, type Db, type Outbox } from '@gv/platform';
import type { AdminSessionOpened, SignInRequest } from '@gv/proto';
import { admins } from '../db/schema.js';
import { AdminView } from '../sessions/admin-view.js';
import { PasswordSignIn } from '../sessions/password-sign-in.js';
import { SessionStore } from '../sessions/session-store.js';

/** A business admin signs in with email and password, and gets a session; the sign-in is recorded (admin.signed-in). */
@Injectable()
export class SignInAdminHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly sessions: SessionStore,
    private readonly adminView: AdminView,
    private readonly passwords: PasswordSignIn,
  ) {}

  async execute(request: SignInRequest): Promise<AdminSessionOpened> {
    const { account: admin, deviceToken } = await this.passwords.verify('admin', request, async (email) => {
      const [found] = await this.db.select().from(admins).where(eq(admins.email, email));
      return found;
    });
    const session = await this.db.transaction(async (tx) => {
      const opened = await this.sessions.open(admin.id, tx);
      const { id: adminId, businessSlug, name, email } = admin;
      await this.outbox.add(tx, [newEvent('admin.signed-in', { v: 1, adminId, businessSlug, name, email, at: now().toISOString() })]);
      return opened;
    });
    this.outbox.flushSoon();
    return { success: true, message: 'Signed in', session, user: await this.adminView.load(admin.id), deviceToken };
  }
}
