import { ListTable } from '../../../components/ui/list-table';
import { MoneyCell, type Column } from '../../../components/ui/table';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'wouter';
import { BUSINESS_DIRECTORY_PAGE_SIZE } from '@gv/proto';
import { paths } from '../../../config/paths';
import { SearchBox } from '../../../components/ui/search-box';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatInstantDate } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { StatusBadge } from './status-badge';
import { SuperAdminShell } from './super-admin-shell';
import { useGlossary } from '../../../lib/glossary';
import { useMessages } from '../../../lib/i18n';
import { businessesMessages } from './businesses.messages';
import { PageHeader } from '../../../components/ui/page-header';

/** Not a word: a business that has had no activity. */
const NONE = '–';
const slugPath = (slug: string) => `/${slug}`;

/** /superadmin/businesses: every business with its status and live figures, searchable by name or slug, 20 more at a time. */
export function BusinessesPage() {
  const t = useMessages(businessesMessages);
  const glossary = useGlossary();
  useDocumentMeta({ title: t('metaTitle') });
  const columns: readonly Column[] = [
    t('business'),
    t('status'),
    glossary.cardsSold.label,
    glossary.paidValueSold.label,
    glossary.faceValueSold.label,
    glossary.outstanding.label,
    t('staff'),
    t('locations'),
    t('lastActivity'),
  ];
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const dispatch = useDispatch();
  const { items: businesses, error, nextCursor, loadingMore } = useSelector(selectSuperAdmin).businesses;

  useEffect(() => {
    dispatch(superAdminActions.loadBusinesses(query));
  }, [dispatch, query]);

  return (
    <SuperAdminShell>
      <section className="sa-businesses" aria-labelledby="businesses-title">
        <PageHeader titleId="businesses-title" title={t('title')} lead={t('intro')} />
        <SearchBox value={search} onChange={setSearch} placeholder={t('searchPlaceholder')} label={t('searchLabel')} clearable />
        <ListTable
          items={businesses}
          error={error}
          loading={t('loading')}
          empty={query ? t('noMatch') : t('noneYet')}
          columns={columns}
          className="data-table"
          wrap
          rowKey={(business) => business.businessSlug}
          cells={(business) => (
            <>
              <td data-label={t('business')}>
                <div className="cell-stack">
                  <Link to={paths.superAdmin.business.getHref(business.businessSlug)}>
                    <strong>{business.restaurantName}</strong>
                  </Link>
                  <span className="muted small">{slugPath(business.businessSlug)}</span>
                </div>
              </td>
              <td data-label={t('status')}>
                <StatusBadge status={business.status} />
              </td>
              <td data-label={glossary.cardsSold.label}>{business.cardsSold}</td>
              <MoneyCell label={glossary.paidValueSold.label} dollars={business.grossSales} currency={business.currency} />
              <MoneyCell label={glossary.faceValueSold.label} dollars={business.faceValueSold} currency={business.currency} />
              <MoneyCell label={glossary.outstanding.label} dollars={business.outstanding} currency={business.currency} />
              <td data-label={t('staff')}>{business.staffCount}</td>
              <td data-label={t('locations')}>{business.locationCount}</td>
              <td data-label={t('lastActivity')}>{business.lastActivity ? formatInstantDate(business.lastActivity) : NONE}</td>
            </>
          )}
        />
        {nextCursor && (
          <ShowMoreButton
            count={BUSINESS_DIRECTORY_PAGE_SIZE}
            loading={loadingMore}
            className="sa-businesses__more"
            onClick={() => dispatch(superAdminActions.loadMoreBusinesses())}
          />
        )}
      </section>
    </SuperAdminShell>
  );
}
