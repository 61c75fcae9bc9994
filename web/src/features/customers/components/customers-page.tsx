import { ListState } from '../../../components/ui/list-state';
import { MoneyCell, Table, type Column } from '../../../components/ui/table';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CustomerSort } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { CsvExports } from '../../../components/ui/csv-exports';
import { SearchBox } from '../../../components/ui/search-box';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useBusinessDates } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { customersActions, selectCustomers } from '../customers-slice';
import { CustomerDrawer } from './customer-drawer';
import './customers.css';
import { SelectOptions } from '../../../components/ui/select-options';

const COLUMNS: readonly Column[] = ['Name', 'Email', 'Phone', 'Bought', 'Received', 'Spent', 'Outstanding', 'Last activity'];

const SORTS: readonly { sort: CustomerSort; label: string }[] = [
  { sort: 'email', label: 'Email (A–Z)' },
  { sort: 'name', label: 'Name (A–Z)' },
  { sort: 'spent', label: 'Total spent (highest)' },
  { sort: 'balance', label: 'Outstanding (highest)' },
  { sort: 'lastActivity', label: 'Last activity (latest)' },
];
const EVERYONE_CSV = [{ label: 'Customers', url: '/api/v1/admin/reports/export/customers.csv', fileName: 'customers.csv' }];

/** Admin /customers: one row per person by email across buyers and gift recipients, searchable, 20 more at a time. */
export function CustomersPage() {
  const dates = useBusinessDates();
  useDocumentMeta({ title: 'Customers | Giftcard Vault' });
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const [sort, setSort] = useState<CustomerSort>('email');
  const dispatch = useDispatch();
  const { customers, nextCursor, loadingMore, error, opened, erasedAs } = useSelector(selectCustomers);

  useEffect(() => {
    dispatch(customersActions.loadCustomers({ search: query, sort }));
  }, [dispatch, query, sort]);
  useEffect(() => () => void dispatch(customersActions.screenLeft()), [dispatch]);

  return (
    <section className="customers" aria-labelledby="customers-title">
      <h1 id="customers-title">Customers</h1>
      <div className="customers__tools">
        <SearchBox value={search} onChange={setSearch} placeholder="Search by name or email" label="Search customers by name or email" clearable />
        <label className="customers__sort">
          Sort by
          <select className="select" value={sort} onChange={(event) => setSort(event.target.value as CustomerSort)}>
            <SelectOptions choices={SORTS} value="sort" label="label" />
          </select>
        </label>
      </div>
      <CsvExports exports={EVERYONE_CSV} />
      {erasedAs && (
        <AlertBanner tone="success" onDismiss={() => dispatch(customersActions.erasedNoticeDismissed())}>
          Customer erased: their details were replaced by {erasedAs}.
        </AlertBanner>
      )}
      <ListState
        items={customers}
        error={error}
        loading="Loading customers"
        empty={query ? 'No customer matches this search.' : 'No customers yet: they appear with the first sale.'}
        emptyClassName="customers__empty"
      >
        {(customers) => (
          <Table columns={COLUMNS} className="list-table list-table--boxed customers__table">
            {customers.map((customer) => (
              // A company (a corporate order's buyer) has no email: its name keys it.
              <tr key={customer.email || `company:${customer.name}`}>
                <td data-label="Name">
                  <button type="button" className="inline-link" onClick={() => dispatch(customersActions.customerOpened(customer))}>
                    {customer.name || customer.email}
                  </button>
                </td>
                <td data-label="Email">{customer.email || '–'}</td>
                <td data-label="Phone">{customer.phone || '–'}</td>
                <td data-label="Bought">{customer.cardsBought}</td>
                <td data-label="Received">{customer.cardsReceived}</td>
                <MoneyCell label="Spent" dollars={customer.totalSpent} />
                <MoneyCell label="Outstanding" dollars={customer.outstandingBalance} />
                <td data-label="Last activity">{dates.date(customer.lastActivity)}</td>
              </tr>
            ))}
          </Table>
        )}
      </ListState>
      {nextCursor && (
        <ShowMoreButton count={20} loading={loadingMore} className="customers__more" onClick={() => dispatch(customersActions.loadMore())} />
      )}
      {opened && <CustomerDrawer customer={opened} onClose={() => dispatch(customersActions.customerClosed())} />}
    </section>
  );
}
