import type { BuyerCardStatus, CatalogKey, OrderType } from '@gv/proto';
import { FilterFields } from '../../../components/ui/filter-fields';
import { NO_ORDER_FILTERS, type OrderFilterValues } from '../orders-slice';
import { useMessages } from '../../../lib/i18n';
import { ordersMessages } from './orders.messages';

const STATUSES: { id: BuyerCardStatus; label: CatalogKey<typeof ordersMessages> }[] = [
  { id: 'active', label: 'statusActive' },
  { id: 'void', label: 'statusVoid' },
  { id: 'on_hold', label: 'statusOnHold' },
  { id: 'refunded', label: 'statusRefunded' },
];

const TYPES: { id: OrderType; label: CatalogKey<typeof ordersMessages> }[] = [
  { id: 'self', label: 'typeSelf' },
  { id: 'gift', label: 'typeGift' },
  { id: 'corporate', label: 'typeCorporate' },
  { id: 'reload', label: 'typeReload' },
];

/** The orders table's filters: status, type and the days of the sale, and a way back to every order. */
export function OrderFilters({ value, onChange }: { value: OrderFilterValues; onChange: (filters: OrderFilterValues) => void }) {
  const t = useMessages(ordersMessages);
  return (
    <fieldset className="order-filters">
      <legend className="sr-only">{t('filtersLegend')}</legend>
      <FilterFields
        value={value}
        onChange={onChange}
        selects={[
          { field: 'status', label: t('status'), anyLabel: t('anyStatus'), choices: STATUSES.map(({ id, label }) => ({ id, label: t(label) })) },
          { field: 'type', label: t('type'), anyLabel: t('anyType'), choices: TYPES.map(({ id, label }) => ({ id, label: t(label) })) },
        ]}
        none={NO_ORDER_FILTERS}
        clearLabel={t('clearFilters')}
        fieldClassName="order-filters__field"
        clearClassName="order-filters__clear"
      />
    </fieldset>
  );
}
