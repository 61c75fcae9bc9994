import { Module } from '@nestjs/common';
import { answerRpc, DB, EVENT_HANDLERS } from '@gv/platform';
import { AnalyticsRpc, MonthEndRpc, UnclaimedRpc } from '@gv/proto';
import { businessDetailFigures, businessDirectory } from './business-directory/business-directory.rpc.js';
import { DashboardFiguresRpc } from './dashboard-figures/dashboard-figures.rpc.js';
import { exportPage } from './liability-report/export-page.rpc.js';
import { liabilityReport } from './liability-report/liability-report.rpc.js';
import { locationReport } from './location-settlement/location-report.rpc.js';
import { salesActivity } from './liability-report/sales-activity.rpc.js';
import { customers } from './list-customers/list-customers.rpc.js';
import { breakageReport, closeMonth, monthEndSettings, monthJournal, saveSettings } from './month-end/month-end.rpc.js';
import { dormantCards, holderFile, unclaimedReport } from './unclaimed-property/unclaimed.rpc.js';
import { AnalyticsEvents } from './events/analytics-events.js';
import { ChangeNotices } from './events/announced-changes.js';
import { AuditProjection } from './events/audit-projection.js';
import { auditTrail } from './audit-trail/audit-trail.rpc.js';
import { BusinessTimeZoneProjection } from './events/business-time-zone-projection.js';
import { RegistrationProjection } from './events/registration-projection.js';
import { GiftCardOrdersRpc } from './gift-card-orders/gift-card-orders.rpc.js';
import { buyers, giftCardBuyers } from './list-buyers/list-buyers.rpc.js';
import { SuperAdminStatsRpc } from './super-admin-stats/super-admin-stats.rpc.js';
import { ProjectionSnapshots } from './snapshots/projection-snapshots.js';

@Module({
  controllers: [
    SuperAdminStatsRpc,
    DashboardFiguresRpc,
    GiftCardOrdersRpc,
    answerRpc(AnalyticsRpc.buyers, [DB], buyers),
    answerRpc(AnalyticsRpc.giftCardBuyers, [DB], giftCardBuyers),
    answerRpc(AnalyticsRpc.liability, [DB], liabilityReport),
    answerRpc(AnalyticsRpc.locations, [DB], locationReport),
    answerRpc(AnalyticsRpc.exportPage, [DB], exportPage),
    answerRpc(AnalyticsRpc.salesActivity, [DB], salesActivity),
    answerRpc(AnalyticsRpc.customers, [DB], customers),
    answerRpc(AnalyticsRpc.businessDirectory, [DB], businessDirectory),
    answerRpc(AnalyticsRpc.businessFigures, [DB], businessDetailFigures),
    answerRpc(AnalyticsRpc.auditTrail, [DB], auditTrail),
    answerRpc(MonthEndRpc.breakage, [DB], breakageReport),
    answerRpc(MonthEndRpc.journal, [DB], monthJournal),
    answerRpc(MonthEndRpc.closeMonth, [DB], closeMonth),
    answerRpc(MonthEndRpc.settings, [DB], monthEndSettings),
    answerRpc(MonthEndRpc.saveSettings, [DB], saveSettings),
    answerRpc(UnclaimedRpc.report, [DB], unclaimedReport),
    answerRpc(UnclaimedRpc.holderFile, [DB], holderFile),
    answerRpc(UnclaimedRpc.dormantCards, [DB], dormantCards),
  ],
  providers: [
    ProjectionSnapshots,
    ChangeNotices,
    RegistrationProjection,
    BusinessTimeZoneProjection,
    AuditProjection,
    AnalyticsEvents,
    { provide: EVENT_HANDLERS, useExisting: AnalyticsEvents },
  ],
})
export class AnalyticsModule {}
