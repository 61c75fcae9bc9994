import { ExpireBonusValueJob } from '../services/redemption/src/expire-bonus-value/expire-bonus-value.job';
import type { TestPlatform } from './api';

/** Runs redemption's hourly bonus expiry now (on the clock the test fixed): how many cards it expired. */
export function expireBonusValueNow(platform: TestPlatform): Promise<number> {
  return platform.app.services.redemption.app.get(ExpireBonusValueJob).expireDue();
}
