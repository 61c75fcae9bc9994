import { ListState } from '../../../components/ui/list-state';
import { MoneyCell, Table, type Column } from '../../../components/ui/table';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'wouter';
import { BUSINESS_DIRECTORY_PAGE_SIZE, GLOSSARY } from '@gv/proto';
import { paths } from '../../../config/paths';
import { SearchBox } from '../../../components/ui/search-box';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useDocumentMeta } from '../../../lib/document-meta';
import { formatInstantDate } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { selectSuperAdmin, superAdminActions } from '../super-admin-slice';
import { StatusBadge } from './status-badge';
import { SuperAdminShell } from './super-admin-shell';

const COLUMNS: readonly Column[] = [
  'Business',
  'Status',
  GLOSSARY.cardsSold.label,
  GLOSSARY.paidValueSold.label,
  GLOSSARY.faceValueSold.label,
  GLOSSARY.outstanding.label,
  'Staff',
  'Locations',
  'Last activity',
];

/** /superadmin/businesses: every business with its status and live figures, searchable by name or slug, 20 more at a time. */
export function BusinessesPage() {
  useDocumentMeta({ title: 'Businesses | Giftcard Vault' });
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
        <header className="page-header">
          <div>
            <h1 id="businesses-title">Businesses</h1>
            <p>Every business on the platform, its live figures (test activity left out) and whether it may sell.</p>
          </div>
        </header>
        <SearchBox value={search} onChange={setSearch} placeholder="Search by name or slug" label="Search businesses by name or slug" clearable />
        <ListState
          items={businesses}
          error={error}
          loading="Loading businesses"
          empty={query ? 'No business matches this search.' : 'No business has joined yet.'}
        >
          {(businesses) => (
            <Table wrap columns={COLUMNS} className="data-table">
              {businesses.map((business) => (
                <tr key={business.businessSlug}>
                  <td data-label="Business">
                    <div className="cell-stack">
                      <Link to={paths.superAdmin.business.getHref(business.businessSlug)}>
                        <strong>{business.restaurantName}</strong>
                      </Link>
                      <span className="muted small">/{business.businessSlug}</span>
                    </div>
                  </td>
                  <td data-label="Status">
                    <StatusBadge status={business.status} />
                  </td>
                  <td data-label={GLOSSARY.cardsSold.label}>{business.cardsSold}</td>
                  <MoneyCell label={GLOSSARY.paidValueSold.label} dollars={business.grossSales} currency={business.currency} />
                  <MoneyCell label={GLOSSARY.faceValueSold.label} dollars={business.faceValueSold} currency={business.currency} />
                  <MoneyCell label={GLOSSARY.outstanding.label} dollars={business.outstanding} currency={business.currency} />
                  <td data-label="Staff">{business.staffCount}</td>
                  <td data-label="Locations">{business.locationCount}</td>
                  <td data-label="Last activity">{business.lastActivity ? formatInstantDate(business.lastActivity) : '–'}</td>
                </tr>
              ))}
            </Table>
          )}
        </ListState>
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
