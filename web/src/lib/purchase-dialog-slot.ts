import { createContext, type ComponentType } from 'react';
import type { PurchaseCard } from './gift-card';

/** What opens the dialog: a card type to buy, or, with `reloadOf` (an issued card's code), value to add to that card. */
export interface PurchaseDialogProps {
  card: PurchaseCard;
  onClose: () => void;
  reloadOf?: string;
}

/** Buy Now's dialog: the purchase is a feature of its own, which the app hands the storefront's and holder's screens (app/app.tsx). */
export const PurchaseDialogSlot = createContext<ComponentType<PurchaseDialogProps> | null>(null);
