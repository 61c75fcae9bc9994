import type { BuyerCardStatus, OrderType } from '@gv/proto';
import { DayRangeFields } from '../../../components/ui/day-range-fields';
import { FilterSelect } from '../../../components/ui/filter-select';
import { NO_ORDER_FILTERS, type OrderFilterValues } from '../orders-slice';

const STATUSES: { id: BuyerCardStatus; label: string }[] = [
  { id: 'active', label: 'Active' },
  { id: 'void', label: 'Voided' },
  { id: 'on_hold', label: 'On hold' },
  { id: 'refunded', label: 'Refunded' },
];

const TYPES: { id: OrderType; label: string }[] = [
  { id: 'self', label: 'For themselves' },
  { id: 'gift', label: 'Gift' },
  { id: 'corporate', label: 'Corporate' },
  { id: 'reload', label: 'Reloaded' },
];

/** The orders table's filters: status, type and the days of the sale, and a way back to every order. */
export function OrderFilters({ value, onChange }: { value: OrderFilterValues; onChange: (filters: OrderFilterValues) => void }) {
  const change = (field: keyof OrderFilterValues) => (chosen: string) => onChange({ ...value, [field]: chosen });
  const filtered = Object.values(value).some((chosen) => chosen !== '');
  return (
    <fieldset className="order-filters">
      <legend className="sr-only">Filter orders</legend>
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        choices={STATUSES}
        value={value.status}
        onChange={change('status')}
        className="order-filters__field"
      />
      <FilterSelect label="Type" anyLabel="Any type" choices={TYPES} value={value.type} onChange={change('type')} className="order-filters__field" />
      <DayRangeFields
        from={value.from}
        to={value.to}
        onChange={(field, day) => onChange({ ...value, [field]: day })}
        className="order-filters__field"
      />
      {filtered && (
        <button type="button" className="btn btn--secondary order-filters__clear" onClick={() => onChange(NO_ORDER_FILTERS)}>
          Clear filters
        </button>
      )}
    </fieldset>
  );
}
