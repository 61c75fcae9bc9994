import { createContext, useContext, useEffect } from 'react';
import type { HolderCardAnswer } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { PageState, usePageState } from '../../lib/page-state';
import { readPreloadedPage, type PreloadedPage } from '../../lib/preloaded-page';
import { cardApi } from './api/card-api';
import { message } from '../../lib/i18n';
import { holderCodePageMessages } from './components/holder-code-page.messages';

export interface CardState {
  code: string | null;
  status: 'idle' | 'loading' | 'success' | 'fail';
  data: HolderCardAnswer | null;
  error: string | null;
  notFound: boolean;
}

const emptyState: CardState = { code: null, status: 'idle', data: null, error: null, notFound: false };

const cardFound = (code: string, data: HolderCardAnswer): CardState => ({ code, status: 'success', data, error: null, notFound: false });
const cardMissing = (code: string, error: string, notFound: boolean): CardState => ({ code, status: 'fail', data: null, error, notFound });

/** The state after the page's own request would have answered with the card the server sent (or found none). */
export function preloadedCardState({ holderCard }: PreloadedPage): CardState {
  if (!holderCard) return emptyState;
  return holderCard.card
    ? cardFound(holderCard.code, holderCard.card)
    : cardMissing(holderCard.code, message(holderCodePageMessages, 'notFound'), true);
}

/** The card behind a holder's code, for the screens that show it (holder page, gift reveal). */
export class HolderCard extends PageState<{ card: CardState }> {
  constructor(
    card = emptyState,
    private readonly api = cardApi,
  ) {
    super({ card });
  }

  load(code: string) {
    this.patch({ card: { ...emptyState, code, status: 'loading' } });
    this.request(
      'card',
      () => this.api.get(code),
      (data) => this.patch({ card: cardFound(code, data) }),
      (message, error) => this.patch({ card: cardMissing(code, message, error instanceof ApiError && error.status === 404) }),
      message(holderCodePageMessages, 'loadFailed'),
    );
  }

  reset() {
    this.forget('card');
    this.patch({ card: emptyState });
  }
}

/** The browser's holder card, made when the screens' chunk loads: the page's HTML may have brought it. The server gives each render its own. */
export const HolderCardContext = createContext(new HolderCard(preloadedCardState(readPreloadedPage())));

/** The card behind `code`: asked unless the page came with it (or with the answer that no card has this code), forgotten when the screen closes. */
export function useHolderCard(code: string) {
  const holder = useContext(HolderCardContext);
  const { card } = usePageState(holder);

  useEffect(() => {
    const known = holder.getState().card;
    if (!(known.code === code && (known.status === 'success' || known.notFound))) holder.load(code);
    return () => holder.reset();
  }, [holder, code]);

  return {
    card,
    data: card.code === code ? card.data : null,
    failed: card.status === 'fail' && card.code === code,
    retry: () => holder.load(code),
  };
}
