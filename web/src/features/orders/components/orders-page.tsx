import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'wouter';
import { LocationFilter } from '../../../components/ui/location-filter';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { useDocumentMeta } from '../../../lib/document-meta';
import { selectUser } from '../../../lib/session';
import { ordersActions, selectOrders } from '../orders-slice';
import { CustomerOrders } from './customer-orders';
import { GiftCardOrders } from './gift-card-orders';
import './orders.css';

const VIEWS = [
  { id: 'giftcards', label: 'Gift Card Orders' },
  { id: 'customers', label: 'Customer Orders' },
] as const;

/** Admin /orders (spec §2 Orders): Gift Card Orders or Customer Orders; the view is kept in the address (?view=customers). */
export function OrdersPage() {
  useDocumentMeta({ title: 'Orders | Giftcard Vault' });
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'customers' ? 'customers' : 'giftcards';
  // A live business sees its live buyers; "Show test data" switches to what was bought in test mode.
  const live = useSelector(selectUser)?.testMode === false;
  const { showTestData, locationId } = useSelector(selectOrders);

  // Nothing of this screen outlives it (another admin may sign in next).
  useEffect(() => () => void dispatch(ordersActions.reset()), [dispatch]);

  return (
    <section className="orders" aria-labelledby="orders-title">
      <header className="page-header">
        <div>
          <h1 id="orders-title">Orders</h1>
          <p>Who bought your gift cards, what is left on each and how it was redeemed.</p>
          {view === 'customers' && <LocationFilter value={locationId} onChange={(id) => dispatch(ordersActions.setLocation(id))} />}
          {live && (
            <label className="orders-test-data">
              <input type="checkbox" checked={showTestData} onChange={(event) => dispatch(ordersActions.setShowTestData(event.target.checked))} />{' '}
              Show test data
            </label>
          )}
        </div>
        <SegmentedToggle
          label="Orders view"
          options={VIEWS}
          value={view}
          onChange={(id) => setParams(id === 'customers' ? { view: 'customers' } : {}, { replace: true })}
        />
      </header>
      {view === 'customers' ? <CustomerOrders /> : <GiftCardOrders />}
    </section>
  );
}
