import { DeliveryClock } from '../services/redemption/src/schedule-gift-delivery/delivery-clock';
import type { TestPlatform } from './api';

/** Redemption's delivery clock on `platform` (decision 0061), which measures how long a scheduled gift waits: tests stand it at a chosen instant. */
export const deliveryClock = (platform: TestPlatform): DeliveryClock => platform.app.services.redemption.app.get(DeliveryClock);
