import { drizzleService } from '@gv/platform';
import { WalletModule } from './wallet.module.js';

export const walletService = drizzleService('wallet', WalletModule, new URL('../drizzle/', import.meta.url), undefined);
export { resealPassSerials } from './key-rotation/reseal-pass-serials.js';
// What `run.js libraries` prices against passkit-generator.
export { signApplePass } from './apple/apple-pass-signer.js';
export { localWalletKeys } from './signing/local-wallet-keys.js';
