import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { cardActions, selectCard, type CardState } from './card-slice';

/**
 * The card behind `code` for the screens that show it (holder page, gift reveal): asked unless the page came with
 * this card (or with the answer that no card has this code), forgotten when the screen closes.
 */
export function useHolderCard(code: string) {
  const dispatch = useDispatch();
  const store = useStore<{ card: CardState }>();
  const card = useSelector(selectCard);

  useEffect(() => {
    const known = selectCard(store.getState());
    if (!(known.code === code && (known.status === 'success' || known.notFound))) dispatch(cardActions.cardRequest(code));
    return () => void dispatch(cardActions.cardReset());
  }, [dispatch, store, code]);

  return {
    card,
    data: card.code === code ? card.data : null,
    failed: card.status === 'fail' && card.code === code,
    retry: () => dispatch(cardActions.cardRequest(code)),
  };
}
