import { Module } from '@nestjs/common';
import { EVENT_HANDLERS, type EventSubscriber } from '@gv/platform';
import { CreateGiftCardHandler } from './create-gift-card/create-gift-card.handler.js';
import { CreateGiftCardRpc } from './create-gift-card/create-gift-card.rpc.js';
import { DeleteGiftCardHandler } from './delete-gift-card/delete-gift-card.handler.js';
import { DeleteGiftCardRpc } from './delete-gift-card/delete-gift-card.rpc.js';
import { BusinessNames } from './events/business-names.js';
import { IssuedGiftCards } from './events/issued-gift-cards.js';
import { GetGiftCardDetailsHandler } from './get-gift-card-details/get-gift-card-details.handler.js';
import { GetGiftCardDetailsRpc } from './get-gift-card-details/get-gift-card-details.rpc.js';
import { GetGiftCardPriceHandler } from './get-gift-card-price/get-gift-card-price.handler.js';
import { GetGiftCardPriceRpc } from './get-gift-card-price/get-gift-card-price.rpc.js';
import { GiftCardImages } from './images/gift-card-images.js';
import { ListAdminGiftCardsHandler } from './list-admin-gift-cards/list-admin-gift-cards.handler.js';
import { ListAdminGiftCardsRpc } from './list-admin-gift-cards/list-admin-gift-cards.rpc.js';
import { ListPublicCardPagesHandler } from './list-public-card-pages/list-public-card-pages.handler.js';
import { ListPublicCardPagesRpc } from './list-public-card-pages/list-public-card-pages.rpc.js';
import { ListPublicGiftCardsHandler } from './list-public-gift-cards/list-public-gift-cards.handler.js';
import { ListPublicGiftCardsRpc } from './list-public-gift-cards/list-public-gift-cards.rpc.js';
import { UpdateGiftCardHandler } from './update-gift-card/update-gift-card.handler.js';
import { UpdateGiftCardRpc } from './update-gift-card/update-gift-card.rpc.js';

/** Hosts the catalog use cases; its engines and health check come from the platform host. */
@Module({
  controllers: [
    CreateGiftCardRpc,
    UpdateGiftCardRpc,
    DeleteGiftCardRpc,
    GetGiftCardDetailsRpc,
    GetGiftCardPriceRpc,
    ListAdminGiftCardsRpc,
    ListPublicGiftCardsRpc,
    ListPublicCardPagesRpc,
  ],
  providers: [
    GiftCardImages,
    CreateGiftCardHandler,
    UpdateGiftCardHandler,
    DeleteGiftCardHandler,
    GetGiftCardDetailsHandler,
    GetGiftCardPriceHandler,
    ListAdminGiftCardsHandler,
    ListPublicGiftCardsHandler,
    ListPublicCardPagesHandler,
    IssuedGiftCards,
    BusinessNames,
    {
      provide: EVENT_HANDLERS,
      inject: [IssuedGiftCards, BusinessNames],
      useFactory: (issued: IssuedGiftCards, names: BusinessNames): EventSubscriber => ({ handlers: () => ({ ...issued.handlers(), ...names.handlers() }) }),
    },
  ],
})
export class CatalogModule {}
