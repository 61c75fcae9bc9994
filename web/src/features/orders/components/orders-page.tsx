import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../lib/document-meta';
import { ordersActions } from '../orders-slice';
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

  // Nothing of this screen outlives it (another admin may sign in next).
  useEffect(() => () => void dispatch(ordersActions.reset()), [dispatch]);

  return (
    <section className="orders" aria-labelledby="orders-title">
      <header className="page-header">
        <div>
          <h1 id="orders-title">Orders</h1>
          <p>Who bought your gift cards, what is left on each and how it was redeemed.</p>
        </div>
        <div className="orders-switch" role="group" aria-label="Orders view">
          {VIEWS.map((option) => (
            <button
              key={option.id}
              type="button"
              className="orders-switch__option"
              aria-pressed={view === option.id}
              onClick={() => setParams(option.id === 'customers' ? { view: 'customers' } : {}, { replace: true })}
            >
              {option.label}
            </button>
          ))}
        </div>
      </header>
      {view === 'customers' ? <CustomerOrders /> : <GiftCardOrders />}
    </section>
  );
}
