import { Module } from '@nestjs/common';
import type { ServiceDefinition } from '@gv/platform';

/** Hosts the wallet use cases; its engines and health check come from the platform host. */
@Module({})
export class WalletModule {}

export const walletService: ServiceDefinition = { name: 'wallet', module: WalletModule, migrations: [] };
