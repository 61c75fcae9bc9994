import { Inject, Injectable } from '@nestjs/common';
import { DB, Kept, NotFoundError, PUBLIC_CACHE_SECONDS, RATE_LIMITED, RateLimitedError, RemoteError, RPC, type Db, type RpcClient } from '@gv/platform';
import { ACCOUNT_MESSAGES, IdentityRpc, HolderCardRpc, isNotFoundCode, REDEEM_MESSAGES, type HolderGiftCard, type Locale, type PublicBusiness } from '@gv/proto';
import { cardLocaleOf } from '../db/card-locale-repository.js';

export interface CardFactsOf {
  card: HolderGiftCard;
  business: PublicBusiness;
  /** The card's language (its buyer's choice at checkout), else English: the holder page and the passes speak it. */
  locale: Locale;
}

/**
 * A card as redemption's ledger has it now and its business as identity shows it. Passes are built from
 * this at the moment they are asked for, so a pass added to a wallet shows the balance of that moment.
 */
@Injectable()
export class CardFacts {
  /** Each business as identity shows it, kept as long as public pages are (decision 0107): every purchase's passes ask. */
  private readonly businesses = new Kept<PublicBusiness>({ name: 'wallet-businesses', keepMs: PUBLIC_CACHE_SECONDS * 1000, refreshAheadMs: 500, max: 10_000 });

  constructor(@Inject(RPC) private readonly rpc: RpcClient, @Inject(DB) private readonly db: Db) {}

  /** `ip`: the client asking through the gateway, whose unknown codes redemption counts. */
  async of(code: string | undefined, ip: string | undefined): Promise<CardFactsOf> {
    const card = await this.card(code, ip);
    const [business, locale] = await Promise.all([this.business(card.businessSlug), cardLocaleOf(this.db, card.cardId)]);
    return { card, business, locale };
  }

  private business(businessSlug: string): Promise<PublicBusiness> {
    return this.businesses.get(businessSlug, () => this.askBusiness(businessSlug));
  }

  private async askBusiness(businessSlug: string): Promise<PublicBusiness> {
    try {
      return (await this.rpc.call(IdentityRpc.publicBusiness, { businessSlug })).business;
    } catch (error) {
      if (error instanceof RemoteError && isNotFoundCode(error.body.code)) throw new NotFoundError(ACCOUNT_MESSAGES.businessNotFound, 'BUSINESS.NOT_FOUND');
      throw error;
    }
  }

  /** The card alone, as `of` finds it. */
  async card(code: string | undefined, ip: string | undefined): Promise<HolderGiftCard> {
    try {
      return await this.rpc.call(HolderCardRpc.find, { code, ...(ip === undefined ? {} : { ip }) });
    } catch (error) {
      if (error instanceof RemoteError && isNotFoundCode(error.body.code))
        throw new NotFoundError(REDEEM_MESSAGES.cardNotFound, 'GIFT_CARD.NOT_FOUND');
      if (error instanceof RemoteError && error.body.code === RATE_LIMITED) throw new RateLimitedError();
      throw error;
    }
  }
}
