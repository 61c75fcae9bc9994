import { PurchaseDialogSlot } from '../lib/purchase-dialog-slot';
import { PurchaseDialog } from './purchase-dialog';
import { AppRoutes } from './routes';
import { lazyScreens } from './screens';

/** The route table in the browser: the router follows the page's address; the store comes with the screens that read it (screens.ts). */
export function App() {
  return (
    <PurchaseDialogSlot value={PurchaseDialog}>
      <AppRoutes screens={lazyScreens} />
    </PurchaseDialogSlot>
  );
}
