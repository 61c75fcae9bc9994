import { Module } from '@nestjs/common';
import { EVENT_HANDLERS, type EventSubscriber, forwardRpc } from '@gv/platform';
import { CatalogRpc } from '@gv/proto';
import { CreateGiftCardHandler } from './create-gift-card/create-gift-card.handler.js';
import { DeleteGiftCardHandler } from './delete-gift-card/delete-gift-card.handler.js';
import { BusinessNames } from './events/business-names.js';
import { IssuedGiftCards } from './events/issued-gift-cards.js';
import { GetGiftCardDetailsHandler } from './get-gift-card-details/get-gift-card-details.handler.js';
import { GetGiftCardPriceHandler } from './get-gift-card-price/get-gift-card-price.handler.js';
import { GiftCardImages } from './images/gift-card-images.js';
import { ListAdminGiftCardsHandler } from './list-admin-gift-cards/list-admin-gift-cards.handler.js';
import { ListPublicCardPagesHandler } from './list-public-card-pages/list-public-card-pages.handler.js';
import { ListPublicCardPagesRpc } from './list-public-card-pages/list-public-card-pages.rpc.js';
import { ListPublicGiftCardsHandler } from './list-public-gift-cards/list-public-gift-cards.handler.js';
import { UpdateGiftCardHandler } from './update-gift-card/update-gift-card.handler.js';

/** Hosts the catalog use cases; its engines and health check come from the platform host. */
@Module({
  controllers: [
    forwardRpc(CatalogRpc.create, CreateGiftCardHandler),
    forwardRpc(CatalogRpc.update, UpdateGiftCardHandler),
    forwardRpc(CatalogRpc.remove, DeleteGiftCardHandler),
    forwardRpc(CatalogRpc.details, GetGiftCardDetailsHandler),
    forwardRpc(CatalogRpc.price, GetGiftCardPriceHandler),
    forwardRpc(CatalogRpc.adminList, ListAdminGiftCardsHandler),
    forwardRpc(CatalogRpc.publicList, ListPublicGiftCardsHandler),
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
      useFactory: (issued: IssuedGiftCards, names: BusinessNames): EventSubscriber => ({
        handlers: () => ({ ...issued.handlers(), ...names.handlers() }),
      }),
    },
  ],
})
export class CatalogModule {}
