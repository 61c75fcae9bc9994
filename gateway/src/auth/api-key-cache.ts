import { Kept } from '@gv/platform';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ApiKeyRpc, IdentityNotice, type ApiKeyPrincipal } from '@gv/proto';
import { Services } from '../http/rpc.js';
import { SESSION_CACHE_MS } from './session-cache.js';

/**
 * The principal each integrator API key stands for, asked of identity at most once per SESSION_CACHE_MS and ahead of
 * time under steady use, so a till calling hundreds of times a second costs identity one lookup a second. A key
 * revoked through this gateway is forgotten at once; one revoked through another gateway when identity announces it
 * (within the same second at worst). A business suspended ends its sessions, which forgets its keys too.
 */
@Injectable()
export class ApiKeyCache implements OnModuleDestroy {
  private readonly keys = new Kept<ApiKeyPrincipal>({ name: 'api-keys', keepMs: SESSION_CACHE_MS, refreshAheadMs: SESSION_CACHE_MS / 2, max: 10_000 });
  private readonly stopListening: (() => void)[];

  constructor(private readonly services: Services) {
    this.stopListening = [IdentityNotice.apiKeyRevoked, IdentityNotice.sessionsEnded].map((notice) => services.onNotice(notice, () => this.forgetAll()));
  }

  onModuleDestroy(): void {
    for (const stop of this.stopListening) stop();
  }

  async resolve(key: string): Promise<ApiKeyPrincipal | null> {
    return (await this.keys.get(key, async () => (await this.services.call(ApiKeyRpc.resolve, { key })) ?? undefined)) ?? null;
  }

  forgetAll(): void {
    this.keys.forget();
  }
}
