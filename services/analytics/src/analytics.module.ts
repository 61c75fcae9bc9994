import { Module } from '@nestjs/common';
import { EVENT_HANDLERS } from '@gv/platform';
import { BusinessDirectoryRpc } from './business-directory/business-directory.rpc.js';
import { DashboardFiguresRpc } from './dashboard-figures/dashboard-figures.rpc.js';
import { ExportPageRpc } from './liability-report/export-page.rpc.js';
import { LiabilityReportRpc } from './liability-report/liability-report.rpc.js';
import { SalesActivityRpc } from './liability-report/sales-activity.rpc.js';
import { ListCustomersRpc } from './list-customers/list-customers.rpc.js';
import { AnalyticsEvents } from './events/analytics-events.js';
import { ChangeNotices } from './events/announced-changes.js';
import { AuditProjection } from './events/audit-projection.js';
import { AuditTrailRpc } from './audit-trail/audit-trail.rpc.js';
import { BusinessTimeZoneProjection } from './events/business-time-zone-projection.js';
import { RegistrationProjection } from './events/registration-projection.js';
import { GiftCardOrdersRpc } from './gift-card-orders/gift-card-orders.rpc.js';
import { ListBuyersRpc } from './list-buyers/list-buyers.rpc.js';
import { PlatformTotalsRpc } from './super-admin-stats/platform-totals.rpc.js';
import { SuperAdminStatsRpc } from './super-admin-stats/super-admin-stats.rpc.js';
import { ProjectionSnapshots } from './snapshots/projection-snapshots.js';

@Module({
  controllers: [SuperAdminStatsRpc, PlatformTotalsRpc, DashboardFiguresRpc, GiftCardOrdersRpc, ListBuyersRpc, LiabilityReportRpc, ExportPageRpc, SalesActivityRpc, ListCustomersRpc, BusinessDirectoryRpc, AuditTrailRpc],
  providers: [ProjectionSnapshots, ChangeNotices, RegistrationProjection, BusinessTimeZoneProjection, AuditProjection, AnalyticsEvents, { provide: EVENT_HANDLERS, useExisting: AnalyticsEvents }],
})
export class AnalyticsModule {}
