import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * The month or day a report is of, as its field holds it (`initial` at first): the report loads with `load` each time
 * the field holds a whole one (`whole`), not while a date is half typed.
 */
export function useReportPeriod(initial: () => string, whole: RegExp, load: (period: string) => UnknownAction) {
  const [period, setPeriod] = useState(initial);
  const dispatch = useDispatch();
  useEffect(() => {
    if (whole.test(period)) dispatch(load(period));
  }, [dispatch, whole, load, period]);
  return [period, setPeriod] as const;
}
