import { Injectable, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CorporateOrdersRpc, RedemptionRpc, type CardCodesRequest, type OrderCardCountsRequest } from '@gv/proto';
import { InProcessRpcHub, InProcessRpcServer } from './in-process-transport';
import { answerRpc, forwardRpcs } from './rpc-handler';

const PREFIX = 'TEST_PREFIX';
const SEPARATOR = 'TEST_SEPARATOR';

/** A use case as a function: its two providers, then the request. */
async function cardCodes(prefix: string, separator: string, request: CardCodesRequest) {
  return { codes: Object.fromEntries(request.cardIds.map((id) => [id, `${prefix}${separator}${id}`])) };
}

/** A use case's handler answering two patterns, one method each. */
@Injectable()
class OrderCardsHandler {
  async codes(request: CardCodesRequest) {
    return { codes: Object.fromEntries(request.cardIds.map((id) => [id, `code-${id}`])) };
  }

  async counts(request: OrderCardCountsRequest) {
    return { counts: Object.fromEntries(request.orderIds.map((id) => [id, id.length])) };
  }
}

/** The controller in a microservice of its own over an in-process hub, for as long as `test` runs. */
async function served(controller: Type<unknown>, providers: ModuleMetadata['providers'], test: (hub: InProcessRpcHub) => Promise<void>) {
  @Module({ controllers: [controller], providers })
  class UseCaseModule {}
  const hub = new InProcessRpcHub();
  const app = await NestFactory.createMicroservice(UseCaseModule, { strategy: new InProcessRpcServer(hub), logger: false });
  await app.listen();
  try {
    await test(hub);
  } finally {
    await app.close();
  }
}

describe('use cases wired as controllers', () => {
  it('answerRpc answers the pattern with the function, handing it the injected providers in order, then the request', async () => {
    const controller = answerRpc(RedemptionRpc.cardCodes, [PREFIX, SEPARATOR], cardCodes);
    expect(controller.name).toBe('CardCodesRpc');
    const providers = [
      { provide: PREFIX, useValue: 'code' },
      { provide: SEPARATOR, useValue: '-' },
    ];
    await served(controller, providers, async (hub) => {
      expect(await hub.send(RedemptionRpc.cardCodes, { businessSlug: 'harbor', cardIds: ['a', 'b'] })).toEqual({
        codes: { a: 'code-a', b: 'code-b' },
      });
    });
  });

  it("forwardRpcs answers each pattern with the handler's method named for it", async () => {
    const controller = forwardRpcs(OrderCardsHandler, { [RedemptionRpc.cardCodes]: 'codes', [CorporateOrdersRpc.cardCounts]: 'counts' });
    expect(controller.name).toBe('OrderCardsRpc');
    await served(controller, [OrderCardsHandler], async (hub) => {
      expect(await hub.send(RedemptionRpc.cardCodes, { businessSlug: 'harbor', cardIds: ['a'] })).toEqual({ codes: { a: 'code-a' } });
      expect(await hub.send(CorporateOrdersRpc.cardCounts, { businessSlug: 'harbor', orderIds: ['abc'] })).toEqual({ counts: { abc: 3 } });
    });
  });
});
