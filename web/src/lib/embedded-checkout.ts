import { createContext, useContext, useEffect } from 'react';

/** The storefront framed by a business's own website (/embed/{businessSlug}, opened by web/public/embed.js). */
export interface EmbeddedCheckout {
  /** The framing page's origin when it is one of the business's websites: the only one a purchase is reported to. */
  parentOrigin: string | null;
}

/** Null on every page but the framed storefront. */
export const EmbeddedCheckoutContext = createContext<EmbeddedCheckout | null>(null);

export const useEmbedded = () => useContext(EmbeddedCheckoutContext) !== null;

/** The origin embed.js sent (`?origin=`), when the business allows it (the page's data lists its websites); never any other. */
export function allowedParentOrigin(search: string, allowed: readonly string[]): string | null {
  const origin = new URLSearchParams(search).get('origin');
  return origin && allowed.includes(origin) ? origin : null;
}

/** On the purchase's confirmation in the frame: tells the business's page which order was paid, and no other page. */
export function useReportPurchase(orderId: string): void {
  const target = useContext(EmbeddedCheckoutContext)?.parentOrigin;
  useEffect(() => {
    if (target && window.parent !== window) window.parent.postMessage({ type: 'giftcardvault:purchased', orderId }, target);
  }, [target, orderId]);
}
