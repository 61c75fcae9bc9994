import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectCardActions, type CardActionResult } from './card-actions-slice';

/** Calls `onResult` once for each answer to the `from` form that arrives while the caller is on screen. */
export function useCardActionResult(from: CardActionResult['from'], onResult: (result: CardActionResult) => void) {
  const { result } = useSelector(selectCardActions);
  // An answer that came before the caller opened is not its own.
  const handled = useRef(result?.id);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  useEffect(() => {
    if (!result || result.id === handled.current || result.from !== from) return;
    handled.current = result.id;
    onResultRef.current(result);
  }, [result, from]);
}
