import { Module } from '@nestjs/common';
import { EVENT_HANDLERS } from '@gv/platform';
import { RegistrationProjection } from './events/registration-projection.js';
import { SuperAdminStatsRpc } from './super-admin-stats/super-admin-stats.rpc.js';

@Module({
  controllers: [SuperAdminStatsRpc],
  providers: [RegistrationProjection, { provide: EVENT_HANDLERS, useExisting: RegistrationProjection }],
})
export class AnalyticsModule {}
