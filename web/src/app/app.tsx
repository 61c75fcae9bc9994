import type { Locale } from '@gv/proto';
import { LocaleProvider } from '../lib/i18n';
import { PurchaseDialogSlot } from '../lib/purchase-dialog-slot';
import { PurchaseDialog } from './purchase-dialog';
import { AppRoutes } from './routes';
import { lazyScreens } from './screens';

/** The route table in the browser: the router follows the page's address; the store comes with the screens that read it (screens.ts). `locale`: the language the server drew the page in. */
export function App({ locale }: { locale?: Locale }) {
  return (
    <LocaleProvider initial={locale}>
      <PurchaseDialogSlot value={PurchaseDialog}>
        <AppRoutes screens={lazyScreens} />
      </PurchaseDialogSlot>
    </LocaleProvider>
  );
}
