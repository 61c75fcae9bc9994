import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, DB, DomainError, NotFoundError, OUTBOX, type Db, type Outbox, type PlatformConfig } from '@gv/platform';
import { isSquareSandboxApplicationId, SANDBOX_CREDENTIALS_REASON, type SettingsSaved, type SwitchModeRequest } from '@gv/proto';
import { firstAdminEmail } from '../db/admin-repository.js';
import { lockBusiness, switchBusinessMode } from '../db/business-repository.js';
import { businessUpdated, changedSettings } from '../domain/business-updated.js';
import { settingsRefused } from '../update-business-settings/square-verification.js';
import { AdminView } from '../sessions/admin-view.js';

export const NOW_LIVE = 'Your business is live: new purchases are real payments and their cards have value.';
export const NOW_TEST =
  'Back in test mode: new purchases are test payments and their cards have no value. Cards sold while live keep their value.';
export const NOT_VERIFIED = 'Connect Square first: save Square credentials that Square confirms, then switch to live.';

/**
 * POST /api/v1/admin/go-live and /go-test: live needs production credentials Square confirmed (sandbox ones only where
 * the operator allows them, ALLOW_SANDBOX_LIVE); test is always possible.
 */
@Injectable()
export class SwitchModeHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly adminView: AdminView,
    @Inject(CONFIG) private readonly config: PlatformConfig,
  ) {}

  async execute(request: SwitchModeRequest): Promise<SettingsSaved> {
    const slug = request.admin.businessSlug;
    const live = request.live === true;
    const now = new Date().toISOString();
    await this.db.transaction(async (tx) => {
      const before = await lockBusiness(tx, slug);
      if (!before) throw new NotFoundError('Business not found');
      if (live && isSquareSandboxApplicationId(before.squareApplicationId) && this.config.ALLOW_SANDBOX_LIVE !== '1') {
        throw settingsRefused(SANDBOX_CREDENTIALS_REASON, 'squareApplicationId', 'SETTINGS.SANDBOX_CREDENTIALS');
      }
      const business = await switchBusinessMode(tx, slug, live, now);
      if (!business) throw new DomainError('SETTINGS.NOT_VERIFIED', NOT_VERIFIED);
      const change = { adminId: request.admin.adminId, fields: changedSettings(before, business) };
      await this.outbox.add(tx, [businessUpdated(business, await firstAdminEmail(tx, business.slug), change)]);
    });
    this.outbox.flushSoon();
    return { success: true, message: live ? NOW_LIVE : NOW_TEST, ...(await this.adminView.load(request.admin.adminId, request.admin.businessSlug)) };
  }
}
