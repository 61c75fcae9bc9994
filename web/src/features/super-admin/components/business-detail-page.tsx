import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'wouter';
import { type BusinessDetail } from '@gv/proto';
import { paths } from '../../../config/paths';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BackLink } from '../../../components/ui/back-link';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatInstantDate, formatInstantDateTime } from '../../../lib/format-date';
import { businessPage, selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { BusinessStatusDialog } from './business-status-dialog';
import { OutsidePaymentCapCard } from './outside-payment-cap-card';
import { StatRow } from './stats-cards';
import { StatusBadge } from './status-badge';
import { TeamCard } from './team-card';
import { SuperAdminShell } from './super-admin-shell';
import { TitledCard } from '../../../components/ui/titled-card';
import { moneyIn } from '../../../lib/currency';
import { useGlossary } from '../../../lib/glossary';
import { useMessages } from '../../../lib/i18n';
import { businessesMessages } from './businesses.messages';

/** Not a word: an address the business has not given. */
const NONE = '–';
const giftCardsPath = (slug: string) => `/${slug}/giftcards`;

/** /superadmin/businesses/{slug}: a business's figures, profile, team and status, and its Suspend or Reinstate dialog. */
export function BusinessDetailPage() {
  const { slug = '' } = useParams();
  // Another business starts afresh: no status change of the one before shows.
  return <BusinessDetailView key={slug} slug={slug} />;
}

function BusinessDetailView({ slug }: { slug: string }) {
  const t = useMessages(businessesMessages);
  const glossary = useGlossary();
  const dispatch = useDispatch();
  const page = useSelector(selectSuperAdmin).business;
  // Until its page has opened, the store may still hold the business seen before.
  const { detail: business, error, statusChanged, statusDialog } = page.slug === slug ? page : businessPage(slug);
  const money = moneyIn(business?.currency);
  useDocumentMeta({ title: t('detailMetaTitle', { name: business?.restaurantName ?? t('business') }) });

  useEffect(() => {
    dispatch(superAdminActions.openBusiness(slug));
  }, [dispatch, slug]);

  return (
    <SuperAdminShell>
      <BackLink to={paths.superAdmin.businesses.getHref()} className="sa-back">
        {t('allBusinesses')}
      </BackLink>
      {error && !business && <AlertBanner tone="error">{error}</AlertBanner>}
      {!business && !error && <Spinner label={t('loadingBusiness')} />}
      {business && (
        <>
          <header className="page-header">
            <div>
              <h1 className="sa-business__title">
                {business.restaurantName} <StatusBadge status={business.status} />
              </h1>
              <p>
                <a href={paths.businessGiftCards.getHref(business.businessSlug)} target="_blank" rel="noreferrer">
                  {giftCardsPath(business.businessSlug)}
                </a>
              </p>
            </div>
            <button
              type="button"
              className={`btn ${business.status === 'active' ? 'btn--danger' : 'btn--primary'}`}
              onClick={() => dispatch(superAdminActions.openStatusDialog())}
            >
              {business.status === 'active' ? t('suspend') : t('reinstate')}
            </button>
          </header>
          <div className="sa-business__messages">
            {statusChanged && (
              <AlertBanner tone="success" onDismiss={() => dispatch(superAdminActions.dismissStatusChanged())}>
                {business.status === 'suspended'
                  ? t('suspended', { name: business.restaurantName })
                  : t('sellingAgain', { name: business.restaurantName })}
              </AlertBanner>
            )}
            <StatusNote business={business} />
          </div>
          <StatRow
            label={t('liveFigures')}
            status="ready"
            items={[
              { key: 'sold', label: glossary.cardsSold.label, icon: 'gift', value: business.cardsSold },
              { key: 'revenue', label: glossary.paidValueSold.label, icon: 'coins', value: money.format(business.grossSales) },
              { key: 'face', label: glossary.faceValueSold.label, icon: 'coins', value: money.format(business.faceValueSold) },
              { key: 'refunded', label: glossary.refunded.label, icon: 'receipt', value: money.format(business.refunded) },
              { key: 'outstanding', label: glossary.outstanding.label, icon: 'card', value: money.format(business.outstanding) },
            ]}
          />
          <div className="sa-business__cards">
            <ProfileCard business={business} />
            <OutsidePaymentCapCard currency={business.currency} />
            <TeamCard businessSlug={business.businessSlug} team={business.admins} />
          </div>
        </>
      )}
      {statusDialog.open && business && <BusinessStatusDialog business={business} />}
    </SuperAdminShell>
  );
}

/** Why, when and by whom the status was last set (nothing while it never was). */
function StatusNote({ business }: { business: BusinessDetail }) {
  const t = useMessages(businessesMessages);
  if (!business.statusChangedAt) return null;
  const set = t('statusSet', { status: business.status, when: formatInstantDateTime(business.statusChangedAt), who: business.statusChangedBy });
  return (
    <AlertBanner tone={business.status === 'suspended' ? 'warning' : 'info'}>
      <strong>{set}</strong>
      {business.statusNotes && <span className="sa-business__notes">{t('quotedNotes', { notes: business.statusNotes })}</span>}
      {business.status === 'suspended' && (
        <span className="sa-business__notes">{business.redemptionsPaused ? t('pausedNote') : t('redeemableNote')}</span>
      )}
    </AlertBanner>
  );
}

function ProfileCard({ business }: { business: BusinessDetail }) {
  const t = useMessages(businessesMessages);
  const { contactEmail, address, timeZone, live } = business.profile;
  const addressLine = [address.street, address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [t('contactEmail'), contactEmail],
    [t('address'), addressLine || NONE],
    [t('timeZone'), timeZone],
    [t('payments'), live ? t('live') : t('testMode')],
    [t('lastActivity'), business.lastActivity ? formatInstantDate(business.lastActivity) : t('noActivity')],
  ];
  return (
    <TitledCard titleId="business-profile-title" title={t('profile')}>
      <dl className="request-details">
        {rows.map(([label, value]) => (
          <div key={label} className="request-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}
