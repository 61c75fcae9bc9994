import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'wouter';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { useDocumentMeta } from '../../../lib/document-meta';
import { selectUser } from '../../../lib/session';
import { ordersActions, selectOrders } from '../orders-slice';
import { CustomerOrders } from './customer-orders';
import { GiftCardOrders } from './gift-card-orders';
import { useMessages } from '../../../lib/i18n';
import { ordersMessages } from './orders.messages';
import './orders.css';

const VIEWS = [
  { id: 'orders', label: 'viewOrders' },
  { id: 'cards', label: 'viewCards' },
] as const;

/** Admin /orders (spec §2 Orders): the searchable orders table, or each gift card with its buyers (kept in the address: ?view=cards). */
export function OrdersPage() {
  const t = useMessages(ordersMessages);
  useDocumentMeta({ title: t('documentTitle') });
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'cards' ? 'cards' : 'orders';
  // A live business sees its live buyers; "Show test data" switches to what was bought in test mode.
  const live = useSelector(selectUser)?.testMode === false;
  const { showTestData } = useSelector(selectOrders);

  // Nothing of this screen outlives it (another admin may sign in next).
  useEffect(() => () => void dispatch(ordersActions.reset()), [dispatch]);

  return (
    <section className="orders" aria-labelledby="orders-title">
      <header className="page-header">
        <div>
          <h1 id="orders-title">{t('title')}</h1>
          <p>{t('lead')}</p>
          {live && (
            <label className="orders-test-data">
              <input type="checkbox" checked={showTestData} onChange={(event) => dispatch(ordersActions.setShowTestData(event.target.checked))} />
              {t('showTestData')}
            </label>
          )}
        </div>
        <SegmentedToggle
          label={t('viewLabel')}
          options={VIEWS.map(({ id, label }) => ({ id, label: t(label) }))}
          value={view}
          onChange={(id) => setParams(id === 'cards' ? { view: 'cards' } : {}, { replace: true })}
        />
      </header>
      {view === 'cards' ? <GiftCardOrders /> : <CustomerOrders />}
    </section>
  );
}
