import { DayRangeFields } from './day-range-fields';
import { FilterSelect } from './filter-select';

/** A filter bar's values: each select's choice and the From and To days, '' where it filters nothing. */
type Filters<F> = Record<keyof F, string> & { from: string; to: string };

/** One `<select>` of a filter bar: the value it sets, its label and its choices. */
export interface SelectFilter<F extends Filters<F>> {
  field: keyof F & string;
  label: string;
  /** The choice that filters nothing. */
  anyLabel: string;
  choices: readonly { id: string; label: string }[];
}

interface FilterFieldsProps<F extends Filters<F>> {
  value: F;
  onChange: (filters: F) => void;
  selects: readonly SelectFilter<F>[];
  /** The values that filter nothing, which the clear button goes back to. */
  none: F;
  clearLabel: string;
  /** Each field's label class, as the bar lays them out. */
  fieldClassName: string;
  clearClassName: string;
}

/** A filter bar's fields: its selects, its From and To days, and, once any filters, a button back to everything. */
export function FilterFields<F extends Filters<F>>({
  value,
  onChange,
  selects,
  none,
  clearLabel,
  fieldClassName,
  clearClassName,
}: FilterFieldsProps<F>) {
  const change = (field: keyof F & string, chosen: string) => onChange({ ...value, [field]: chosen });
  const filtered = Object.values(value).some((chosen) => chosen !== '');
  return (
    <>
      {selects.map(({ field, ...select }) => (
        <FilterSelect key={field} {...select} value={value[field]} onChange={(chosen) => change(field, chosen)} className={fieldClassName} />
      ))}
      <DayRangeFields from={value.from} to={value.to} onChange={change} className={fieldClassName} />
      {filtered && (
        <button type="button" className={`btn btn--secondary ${clearClassName}`} onClick={() => onChange(none)}>
          {clearLabel}
        </button>
      )}
    </>
  );
}
