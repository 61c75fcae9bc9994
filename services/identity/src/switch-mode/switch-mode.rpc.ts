import { DomainError, type PlatformConfig } from '@gv/platform';
import { ACCOUNT_MESSAGES, isSquareSandboxApplicationId, SANDBOX_CREDENTIALS_REASON, type SettingsSaved, type SwitchModeRequest } from '@gv/proto';
import { switchBusinessMode } from '../db/business-repository.js';
import type { AdminView } from '../sessions/admin-view.js';
import type { BusinessChanges } from '../update-business-settings/business-changes.js';
import { changeSettings } from '../update-business-settings/settings-change.js';
import { settingsRefused } from '../update-business-settings/square-verification.js';

export const NOW_LIVE = ACCOUNT_MESSAGES.nowLive;
export const NOW_TEST = ACCOUNT_MESSAGES.nowTest;
export const NOT_VERIFIED = ACCOUNT_MESSAGES.squareNotVerified;

/**
 * POST /api/v1/admin/go-live and /go-test: live needs production credentials Square confirmed (sandbox ones only where
 * the operator allows them, ALLOW_SANDBOX_LIVE); test is always possible.
 */
export async function switchMode(businesses: BusinessChanges, adminView: AdminView, config: PlatformConfig, request: SwitchModeRequest): Promise<SettingsSaved> {
  const live = request.live === true;
  const now = new Date().toISOString();
  await changeSettings(businesses, request.admin, async (tx, before) => {
    if (live && isSquareSandboxApplicationId(before.squareApplicationId) && config.ALLOW_SANDBOX_LIVE !== '1') {
      throw settingsRefused(SANDBOX_CREDENTIALS_REASON, 'squareApplicationId', 'SETTINGS.SANDBOX_CREDENTIALS');
    }
    const business = await switchBusinessMode(tx, request.admin.businessSlug, live, now);
    if (!business) throw new DomainError('SETTINGS.NOT_VERIFIED', NOT_VERIFIED);
    return business;
  });
  return { success: true, message: live ? NOW_LIVE : NOW_TEST, ...(await adminView.load(request.admin.adminId, request.admin.businessSlug)) };
}
