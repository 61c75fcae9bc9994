import type { ServiceDefinition } from '@gv/platform';
import { WalletModule } from './wallet.module.js';

export const walletService: ServiceDefinition = { name: 'wallet', module: WalletModule, migrations: [] };
