import type { SqlEventBus } from '@gv/platform';
import { rebuildProjection } from '../services/analytics/src/rebuild/rebuild-projection';
import type { TestPlatform } from './api';

/** `npm run rebuild` on an all-in-one test platform: the analytics projections made again from its event log. */
export function rebuildProjections(platform: TestPlatform) {
  return rebuildProjection(platform.app.runtime.database.db, platform.app.runtime.bus as SqlEventBus);
}
