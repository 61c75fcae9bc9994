import { ListTable } from '../../../components/ui/list-table';
import { MoneyCell, type Column } from '../../../components/ui/table';
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
import { useMessages } from '../../../lib/i18n';
import { customersMessages } from './customers.messages';

const COLUMN_KEYS = ['colName', 'colEmail', 'colPhone', 'colBought', 'colReceived', 'colSpent', 'colOutstanding', 'colLastActivity'] as const;

const SORTS = [
  { sort: 'email', key: 'sortEmail' },
  { sort: 'name', key: 'sortName' },
  { sort: 'spent', key: 'sortSpent' },
  { sort: 'balance', key: 'sortBalance' },
  { sort: 'lastActivity', key: 'sortLastActivity' },
] as const satisfies readonly { sort: CustomerSort; key: string }[];
const NONE = '–';
const SORT_FIELD = 'sort';
const LABEL_FIELD = 'label';

/** Admin /customers: one row per person by email across buyers and gift recipients, searchable, 20 more at a time. */
export function CustomersPage() {
  const dates = useBusinessDates();
  const t = useMessages(customersMessages);
  useDocumentMeta({ title: t('documentTitle') });
  const columns: readonly Column[] = COLUMN_KEYS.map((key) => t(key));
  const sorts = SORTS.map(({ sort, key }) => ({ sort, label: t(key) }));
  const everyoneCsv = [{ label: t('csvCustomers'), url: '/api/v1/admin/reports/export/customers.csv', fileName: 'customers.csv' }];
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
      <h1 id="customers-title">{t('title')}</h1>
      <div className="customers__tools">
        <SearchBox value={search} onChange={setSearch} placeholder={t('searchPlaceholder')} label={t('searchLabel')} clearable />
        <label className="customers__sort">
          {t('sortBy')}
          <select className="select" value={sort} onChange={(event) => setSort(event.target.value as CustomerSort)}>
            <SelectOptions choices={sorts} value={SORT_FIELD} label={LABEL_FIELD} />
          </select>
        </label>
      </div>
      <CsvExports exports={everyoneCsv} />
      {erasedAs && (
        <AlertBanner tone="success" onDismiss={() => dispatch(customersActions.erasedNoticeDismissed())}>
          {t('erased', { pseudonym: erasedAs })}
        </AlertBanner>
      )}
      <ListTable
        items={customers}
        error={error}
        loading={t('loading')}
        empty={query ? t('noMatch') : t('noCustomers')}
        emptyClassName="customers__empty"
        columns={columns}
        className="list-table list-table--boxed customers__table"
        // A company (a corporate order's buyer) has no email: its name keys it.
        rowKey={(customer) => customer.email || `company:${customer.name}`}
        cells={(customer) => (
          <>
            <td data-label={t('colName')}>
              <button type="button" className="inline-link" onClick={() => dispatch(customersActions.customerOpened(customer))}>
                {customer.name || customer.email}
              </button>
            </td>
            <td data-label={t('colEmail')}>{customer.email || NONE}</td>
            <td data-label={t('colPhone')}>{customer.phone || NONE}</td>
            <td data-label={t('colBought')}>{customer.cardsBought}</td>
            <td data-label={t('colReceived')}>{customer.cardsReceived}</td>
            <MoneyCell label={t('colSpent')} dollars={customer.totalSpent} />
            <MoneyCell label={t('colOutstanding')} dollars={customer.outstandingBalance} />
            <td data-label={t('colLastActivity')}>{dates.date(customer.lastActivity)}</td>
          </>
        )}
      />
      {nextCursor && (
        <ShowMoreButton count={20} loading={loadingMore} className="customers__more" onClick={() => dispatch(customersActions.loadMore())} />
      )}
      {opened && <CustomerDrawer customer={opened} onClose={() => dispatch(customersActions.customerClosed())} />}
    </section>
  );
}
