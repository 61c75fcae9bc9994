import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import type { LatestPass, LatestPassRequest } from '@gv/proto';
import { PassSecrets } from '../apple/pass-secrets.js';
import { CardFacts } from '../card-facts/card-facts.js';
import { findPassChange } from '../db/pass-change-repository.js';
import { httpDate, unchangedSince } from '../domain/pass-updates.js';
import { WalletPasses } from '../passes/wallet-passes.js';

/**
 * GET {webServiceURL}/v1/passes/{passType}/{serial}: the pass as the card is now, modified when its last recorded
 * change (or its issue) says; 304 for a copy not older than that, without signing anything.
 */
@Injectable()
export class GetLatestPassHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly secrets: PassSecrets,
    private readonly cards: CardFacts,
    private readonly passes: WalletPasses,
  ) {}

  async execute(request: LatestPassRequest): Promise<LatestPass> {
    this.secrets.verify(request);
    const facts = await this.cards.of(request.serialNumber, request.ip);
    const change = await findPassChange(this.db, facts.card.cardId);
    const modifiedAt = change?.modifiedAt ?? new Date(facts.card.issuedAt);
    const lastModified = httpDate(modifiedAt);
    if (unchangedSince(modifiedAt, request.ifModifiedSince)) return { lastModified, notModified: true };
    const pkpass = await this.passes.applePass(facts, request.publicBaseUrl);
    return { lastModified, pkpassBase64: pkpass.toString('base64') };
  }
}
