import type { BuyerCardStatus, CatalogKey, OrderType } from '@gv/proto';
import { DayRangeFields } from '../../../components/ui/day-range-fields';
import { FilterSelect } from '../../../components/ui/filter-select';
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
  const change = (field: keyof OrderFilterValues) => (chosen: string) => onChange({ ...value, [field]: chosen });
  const filtered = Object.values(value).some((chosen) => chosen !== '');
  return (
    <fieldset className="order-filters">
      <legend className="sr-only">{t('filtersLegend')}</legend>
      <FilterSelect
        label={t('status')}
        anyLabel={t('anyStatus')}
        choices={STATUSES.map(({ id, label }) => ({ id, label: t(label) }))}
        value={value.status}
        onChange={change('status')}
        className="order-filters__field"
      />
      <FilterSelect
        label={t('type')}
        anyLabel={t('anyType')}
        choices={TYPES.map(({ id, label }) => ({ id, label: t(label) }))}
        value={value.type}
        onChange={change('type')}
        className="order-filters__field"
      />
      <DayRangeFields
        from={value.from}
        to={value.to}
        onChange={(field, day) => onChange({ ...value, [field]: day })}
        className="order-filters__field"
      />
      {filtered && (
        <button type="button" className="btn btn--secondary order-filters__clear" onClick={() => onChange(NO_ORDER_FILTERS)}>
          {t('clearFilters')}
        </button>
      )}
    </fieldset>
  );
}
