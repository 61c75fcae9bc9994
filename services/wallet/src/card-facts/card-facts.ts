import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, RATE_LIMITED, RateLimitedError, RemoteError, RPC, type RpcClient } from '@gv/platform';
import { IdentityRpc, HolderCardRpc, isNotFoundCode, REDEEM_MESSAGES, type HolderGiftCard, type PublicBusiness } from '@gv/proto';

export interface CardFactsOf {
  card: HolderGiftCard;
  business: PublicBusiness;
}

/**
 * A card as redemption's ledger has it now and its business as identity shows it. Passes are built from
 * this at the moment they are asked for, so a pass added to a wallet shows the balance of that moment.
 */
@Injectable()
export class CardFacts {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  /** `ip`: the client asking through the gateway, whose unknown codes redemption counts. */
  async of(code: string | undefined, ip: string | undefined): Promise<CardFactsOf> {
    const card = await this.card(code, ip);
    return { card, business: await this.business(card.businessSlug) };
  }

  private async business(businessSlug: string): Promise<PublicBusiness> {
    try {
      return (await this.rpc.call(IdentityRpc.publicBusiness, { businessSlug })).business;
    } catch (error) {
      if (error instanceof RemoteError && isNotFoundCode(error.body.code)) throw new NotFoundError('Business not found', 'BUSINESS.NOT_FOUND');
      throw error;
    }
  }

  /** The card alone, as `of` finds it. */
  async card(code: string | undefined, ip: string | undefined): Promise<HolderGiftCard> {
    try {
      return await this.rpc.call(HolderCardRpc.find, { code, ...(ip === undefined ? {} : { ip }) });
    } catch (error) {
      if (error instanceof RemoteError && isNotFoundCode(error.body.code)) throw new NotFoundError(REDEEM_MESSAGES.cardNotFound, 'GIFT_CARD.NOT_FOUND');
      if (error instanceof RemoteError && error.body.code === RATE_LIMITED) throw new RateLimitedError();
      throw error;
    }
  }
}
