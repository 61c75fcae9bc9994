import { drizzleService } from '@gv/platform';
import { WalletModule } from './wallet.module.js';

export const walletService = drizzleService('wallet', WalletModule, new URL('../drizzle/', import.meta.url), undefined);
export { resealPassSerials } from './key-rotation/reseal-pass-serials.js';
