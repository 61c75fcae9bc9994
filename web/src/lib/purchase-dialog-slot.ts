import { createContext, type ComponentType } from 'react';
import type { PurchaseCard } from './gift-card';

/** Buy Now's dialog: the purchase is a feature of its own, which the app hands the storefront's screens (app/app.tsx). */
export const PurchaseDialogSlot = createContext<ComponentType<{ card: PurchaseCard; onClose: () => void }> | null>(null);
